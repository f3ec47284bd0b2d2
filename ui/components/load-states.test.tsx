// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../test-support/render-with-i18n";
import { LoadFailed } from "./load-states";

afterEach(cleanup);

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("LoadFailed (issue #42: the request id a person can quote)", () => {
  it("shows the failed request's id under the message, in English and Greek", () => {
    renderView(<LoadFailed failureKey="b2b_something_went_wrong" requestId={ID} retry={() => undefined} />);
    expect(screen.getByRole("alert").textContent).toContain(`Request id: ${ID}`);
    cleanup();
    renderView(
      <LoadFailed failureKey="b2b_something_went_wrong" requestId={ID} retry={() => undefined} />,
      "el-GR",
    );
    expect(screen.getByRole("alert").textContent).toContain(`Αναγνωριστικό αιτήματος: ${ID}`);
  });

  it("says nothing of an id when the request got no answer", () => {
    renderView(<LoadFailed failureKey="b2b_network_error" retry={() => undefined} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not reach the server");
    expect(alert.textContent).not.toContain("Request id");
  });

  it("inside a card: the message, the id and 'try again', without a card or heading line of its own", () => {
    const { container } = renderView(
      <LoadFailed failureKey="b2b_something_went_wrong" requestId={ID} retry={() => undefined} inCard />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(`Request id: ${ID}`);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(container.querySelector("section")).toBeNull();
    expect(alert.querySelectorAll("p")).toHaveLength(2);
  });
});
