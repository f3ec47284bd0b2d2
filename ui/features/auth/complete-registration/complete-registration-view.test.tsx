// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import { useCompleteRegistrationFlow } from "../flows/use-complete-registration-flow";
import { fakeFlows } from "../../../test-support/fake-flows";
import { renderView } from "../../../test-support/render-with-i18n";
import { CompleteRegistrationView } from "./complete-registration-view";

afterEach(cleanup);

function CompleteRegistrationRoute({ port }: { readonly port: FlowsPort }) {
  const { state, send } = useCompleteRegistrationFlow(port, "h1");
  return <CompleteRegistrationView state={state} send={send} />;
}

describe("complete registration with its machine", () => {
  it("enables send-code only with two valid, equal passwords and the terms ticked", async () => {
    const { port } = fakeFlows();
    renderView(<CompleteRegistrationRoute port={port} />);
    expect(await screen.findByText("Maria Papa")).toBeTruthy();
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
    expect(port.verifyMobile).toHaveBeenCalledWith("h1");
  });

  it("enables submit once the pin has 6 digits and activates with the typed password", async () => {
    const { port } = fakeFlows();
    renderView(<CompleteRegistrationRoute port={port} />);
    await userEvent.type(await screen.findByLabelText("Password"), "Secret#12");
    await userEvent.type(screen.getByLabelText("Confirm password"), "Secret#12");
    await userEvent.click(screen.getByLabelText("I accept the terms of use"));
    await userEvent.click(screen.getByRole("button", { name: "Send verification code" }));
    const submit = (await screen.findByRole("button", {
      name: "Complete registration",
    })) as HTMLButtonElement;
    await userEvent.type(screen.getByLabelText("6-digit code"), "12a345");
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("6-digit code"), "6");
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    expect(port.activate).toHaveBeenCalledWith({
      hash: "h1",
      code: "123456",
      password: "Secret#12",
      consent_email: false,
      terms: true,
    });
    expect(port.goTo).toHaveBeenCalledWith("/");
  });
});
