// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-context";
import { catalogue } from "../../../core/i18n/catalogue";
import { DevToolsProvider } from "./dev-tools-context";
import { isReportShortcut, reportShortcutLabel, traceFileName } from "./download-trace";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const key = (init: Partial<KeyboardEvent>) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  code: "",
  ...init,
});

describe("Report a problem", () => {
  it("names the file after the ISO time, with dashes for the colons", () => {
    expect(traceFileName(new Date("2026-05-01T09:15:07.123Z"))).toBe(
      "franchise-portal-trace-2026-05-01T09-15-07Z.json",
    );
  });

  it("answers Ctrl+Alt+R and ⌘+Alt+R only", () => {
    expect(isReportShortcut(key({ ctrlKey: true, altKey: true, code: "KeyR" }))).toBe(true);
    expect(isReportShortcut(key({ metaKey: true, altKey: true, code: "KeyR" }))).toBe(true);
    expect(isReportShortcut(key({ ctrlKey: true, code: "KeyR" }))).toBe(false);
    expect(isReportShortcut(key({ ctrlKey: true, altKey: true, shiftKey: true, code: "KeyR" }))).toBe(false);
    expect(reportShortcutLabel("MacIntel")).toBe("⌘+Alt+R");
    expect(reportShortcutLabel("Win32")).toBe("Ctrl+Alt+R");
  });

  it("downloads the trace through a Blob and an object URL when the shortcut is pressed", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn<(blob: Blob) => string>((blob) => {
      blobs.push(blob);
      return "blob:trace";
    });
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const port = {
      exportTrace: async () => '{"format":"franchise-portal-trace"}\n',
      demoMode: async () => false,
      outbox: async () => [],
    };
    const view = render(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <DevToolsProvider port={port}>
          <p>app</p>
        </DevToolsProvider>
      </I18nProvider>,
    );
    fireEvent.keyDown(window, { key: "®", code: "KeyR", ctrlKey: true, altKey: true });
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^franchise-portal-trace-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/u);
    expect(blobs[0]?.type).toBe("application/json");
    expect(await blobs[0]?.text()).toBe('{"format":"franchise-portal-trace"}\n');
    // Issue 20: the download is confirmed on screen, naming the file.
    await waitFor(() =>
      expect(view.getByRole("status").textContent).toContain(
        `The trace was saved to your downloads as ${clicked[0]}`,
      ),
    );
  });
});
