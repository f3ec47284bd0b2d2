// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../../test-support/render-with-i18n";
import { FlowsPage } from "./flows-page";

afterEach(cleanup);

const shown = (img: HTMLElement) => decodeURIComponent(img.getAttribute("src") ?? "");

describe("/dev/flows", () => {
  it("shows the journey in the page's language first, the technical diagram on the second tab", async () => {
    renderView(<FlowsPage machineId="ticket" />, "en-US");
    const journey = await screen.findByRole("img", { name: /^Journey of ticket/u });
    expect(shown(journey)).toContain("Write the ticket");
    expect(screen.getByRole("tab", { name: "Journey" }).getAttribute("aria-selected")).toBe("true");

    await userEvent.click(screen.getByRole("tab", { name: /Technical/u }));
    const technical = await screen.findByRole("img", { name: "Flow diagram of ticket" });
    expect(shown(technical)).toContain("createIdempotencyKey");
  });

  it("speaks Greek on a Greek page", async () => {
    renderView(<FlowsPage machineId="ticket" />, "el-GR");
    const journey = await screen.findByRole("img", { name: /^Διαδρομή του ticket/u });
    expect(shown(journey)).toContain("Σύνταξη του αιτήματος");
  });
});
