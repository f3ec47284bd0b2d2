// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../../test-support/render-with-i18n";
import { ReplayPage } from "./replay-page";

afterEach(cleanup);

const machine = { id: "emailVerify", version: "1" };
const actor = { path: "emailVerify", run: "x:0" };

/** A recorded e-mail verification: it starts verifying, the server answers, it is verified. */
function trace(recordedAfterAnswer: string): string {
  return JSON.stringify({
    format: "franchise-portal-trace",
    version: 1,
    appVersion: "1.1.0",
    recordedAt: "2026-05-01T09:15:00Z",
    capacity: 2000,
    dropped: 0,
    entries: [
      { seq: 0, at: 0, machine, actor, kind: "start", input: { hash: "xxxxxxxxxxxxxxxxxxxx" } },
      { seq: 1, at: 0, machine, actor, kind: "snapshot", value: "verifying", status: "active", cause: 0 },
      {
        seq: 2,
        at: 420,
        machine,
        actor,
        kind: "actor.done",
        actorId: "verifyEmail",
        output: { status: "success", message: "b2b_email_verified" },
      },
      {
        seq: 3,
        at: 420,
        machine,
        actor,
        kind: "snapshot",
        value: recordedAfterAnswer,
        status: "done",
        cause: 2,
      },
    ],
  });
}

async function openFile(name: string, text: string): Promise<void> {
  const input = screen.getByLabelText("Choose a trace file");
  await userEvent.upload(input, new File([text], name, { type: "application/json" }));
}

const diagram = () => screen.findByRole("img", { name: /Flow diagram of emailVerify/u });

describe("trace replay page", () => {
  it.each([
    ["not JSON", "hello", "The file is not JSON, so it cannot be a trace."],
    ["cut off", trace("verified").slice(0, 200), "The trace file ends early"],
    ["from the future", JSON.stringify({ format: "franchise-portal-trace", version: 9 }), "newer version"],
    ["foreign", JSON.stringify({ format: "har", version: 1 }), "not a trace of this portal"],
    ["damaged", JSON.stringify({ ...JSON.parse(trace("verified")), entries: [{ seq: 0 }] }), "damaged"],
  ])("shows the decoder's message for a file that is %s", async (_, text, message) => {
    renderView(<ReplayPage />);
    await openFile("bug.json", text);
    const alert = await screen.findByRole("alert");
    expect(alert?.textContent).toContain("bug.json cannot be replayed");
    expect(alert?.textContent).toContain(message);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists the replayed steps of a good trace and steps through them, moving the highlight", async () => {
    renderView(<ReplayPage />);
    await openFile("good.json", trace("verified"));

    expect(await screen.findByText("Every state matched the recording.")).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    // Header, the run's heading row, then the start and the server's answer.
    expect(rows).toHaveLength(4);
    expect(rows[2]?.textContent).toContain("start");
    expect(rows[3]?.textContent).toContain("verifyEmail answered");
    expect(screen.getByText("1 of 2 steps")).toBeTruthy();
    expect(rows[2]?.getAttribute("aria-current")).toBe("step");

    const first = await diagram();
    expect(first?.getAttribute("data-current-state")).toBe("verifying");
    expect(decodeURIComponent(first.getAttribute("src") ?? "")).toContain(
      '[id^="flow-emailVerify-state-verifying-"] > rect',
    );

    await userEvent.click(screen.getByRole("button", { name: /Next step/u }));
    expect(screen.getByText("2 of 2 steps")).toBeTruthy();
    expect(rows[3]?.getAttribute("aria-current")).toBe("step");
    const second = await diagram();
    expect(second.getAttribute("data-current-state")).toBe("verified");
    expect(decodeURIComponent(second.getAttribute("src") ?? "")).toContain(
      '[id^="flow-emailVerify-state-verified-"] > rect',
    );
    expect(screen.getByRole("button", { name: /Next step/u }).hasAttribute("disabled")).toBe(true);

    // The arrow keys step too.
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    await waitFor(() => expect(screen.getByText("1 of 2 steps")).toBeTruthy());
    expect((await diagram()).getAttribute("data-current-state")).toBe("verifying");
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(screen.getByText("2 of 2 steps")).toBeTruthy());
  });

  it("marks the first difference and shows the recorded state next to the replayed one", async () => {
    renderView(<ReplayPage />);
    await openFile("diverged.json", trace("failed"));

    expect(await screen.findByText("The replay differs from the recording.")).toBeTruthy();
    expect(screen.getByText(/step 1: after verifyEmail answered, expected failed \(done\)/u)).toBeTruthy();
    const marked = screen.getByRole("table").querySelector("[data-first-difference]");
    expect(marked?.textContent).toContain("First difference");

    await userEvent.click(screen.getByRole("button", { name: "Go to the first difference" }));
    expect(screen.getByText("2 of 2 steps")).toBeTruthy();
    const svg = decodeURIComponent((await diagram()).getAttribute("src") ?? "");
    expect(svg).toContain('[id^="flow-emailVerify-state-verified-"] > rect');
    expect(svg).toContain('[id^="flow-emailVerify-state-failed-"] > rect');
    expect(screen.getByText("Recorded state (differs)")).toBeTruthy();
  });

  it("speaks Greek", async () => {
    renderView(<ReplayPage />, "el-GR");
    expect(screen.getByRole("heading", { name: "Αναπαραγωγή καταγραφής" })).toBeTruthy();
    await userEvent.upload(
      screen.getByLabelText("Επιλογή αρχείου καταγραφής"),
      new File(["{"], "x.json", { type: "application/json" }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Το αρχείο καταγραφής τελειώνει πρόωρα");
  });
});
