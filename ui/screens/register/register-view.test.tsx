// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderView } from "../../test-support/render-with-i18n";
import { RegisterView, type RegisterEvent, type RegisterViewState } from "./register-view";

afterEach(cleanup);

const state: RegisterViewState = {
  phase: "editing",
  stores: [
    { id: 1, title: "Athens Centre" },
    { id: 2, title: "Piraeus Port" },
  ],
  jobPositions: [{ id: 7, title: "Barista" }],
  message: undefined,
};

describe("register view", () => {
  it("shows the spec's messages as the user types", async () => {
    renderView(<RegisterView state={state} send={() => {}} />);
    const mobile = screen.getByLabelText("Mobile number");
    await userEvent.type(mobile, "12a");
    expect(screen.getByText("Mobile must be numeric")).toBeTruthy();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "123");
    expect(screen.getByText("Mobile must have 10 digits")).toBeTruthy();
    expect(screen.getByText("Mobile must have 69XXXXXXXX format")).toBeTruthy();
    expect(mobile.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("keeps submit disabled until the form is valid, then sends the register body", async () => {
    const send = vi.fn<(event: RegisterEvent) => void>();
    renderView(<RegisterView state={state} send={send} />);
    const submit = screen.getByRole("button", { name: "Register" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("First name"), "Maria");
    await userEvent.type(screen.getByLabelText("Last name"), "Papa");
    await userEvent.selectOptions(screen.getByLabelText("Gender"), "2");
    await userEvent.type(screen.getByLabelText("Mobile number"), "6912345678");
    await userEvent.click(screen.getByLabelText("Athens Centre"));
    await userEvent.selectOptions(screen.getByLabelText("Job position"), "7");
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    expect(send).toHaveBeenCalledWith({
      type: "user.submit",
      form: expect.objectContaining({
        gender: 2,
        country_code: 30,
        store: [1],
        job_position: 7,
        role: "Staff",
      }),
    });
  });

  it("clears the stores when the role changes and hides them for a trainee", async () => {
    renderView(<RegisterView state={state} send={() => {}} />);
    await userEvent.click(screen.getByLabelText("Athens Centre"));
    expect(screen.getByText("1 of 5 selected")).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Trainee"));
    expect(screen.queryByText("Stores")).toBeNull();
    await userEvent.click(screen.getByLabelText("Staff"));
    expect(screen.getByText("0 of 5 selected")).toBeTruthy();
    expect((screen.getByLabelText("Athens Centre") as HTMLInputElement).checked).toBe(false);
  });

  it("shows the thank-you with the server's message after a successful submit", () => {
    renderView(
      <RegisterView
        state={{ ...state, phase: "done", message: { key: "b2b_register_ok", tone: "success" } }}
        send={() => {}}
      />,
    );
    const status = screen.getAllByRole("status")[0];
    expect(status && within(status).getByText("Thank you for registering!")).toBeTruthy();
  });
});
