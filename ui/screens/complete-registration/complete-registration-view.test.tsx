// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderView } from "../../test-support/render-with-i18n";
import {
  CompleteRegistrationView,
  type CompleteRegistrationEvent,
  type CompleteRegistrationViewState,
} from "./complete-registration-view";

afterEach(cleanup);

const data = {
  mobile: "6912345678",
  mobile_country_code: 30,
  first_name: "Maria",
  last_name: "Papa",
  email: null,
  store: ["Athens Centre"],
  job_position: "Barista",
  is_trainee: false,
};

describe("complete registration view", () => {
  it("enables send-code only with two valid, equal passwords and the terms ticked", async () => {
    const send = vi.fn<(event: CompleteRegistrationEvent) => void>();
    const state: CompleteRegistrationViewState = { phase: "form", data, message: undefined };
    renderView(<CompleteRegistrationView state={state} send={send} />);
    expect(screen.getByText("Maria Papa")).toBeTruthy();
    const sendCode = screen.getByRole("button", { name: "Send verification code" }) as HTMLButtonElement;
    await userEvent.type(screen.getByLabelText("Password"), "Secret#12");
    await userEvent.type(screen.getByLabelText("Confirm password"), "Secret#13");
    expect(screen.getByText("Passwords must match")).toBeTruthy();
    expect(sendCode.disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Confirm password"), "Secret#12");
    expect(sendCode.disabled).toBe(true);
    await userEvent.click(screen.getByLabelText("I accept the terms of use"));
    expect(sendCode.disabled).toBe(false);
    await userEvent.click(sendCode);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ type: "user.sendCode", password: "Secret#12", terms: true }),
    );
  });

  it("enables submit once the pin has 6 digits", async () => {
    renderView(
      <CompleteRegistrationView state={{ phase: "pin", data, message: undefined }} send={() => {}} />,
    );
    const submit = screen.getByRole("button", { name: "Complete registration" }) as HTMLButtonElement;
    await userEvent.type(screen.getByLabelText("6-digit code"), "12a345");
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("6-digit code"), "6");
    expect(submit.disabled).toBe(false);
  });
});
