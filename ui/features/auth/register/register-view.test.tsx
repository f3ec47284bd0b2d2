// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import { useRegisterFlow } from "../flows/use-register-flow";
import { fakeFlows, networkDown } from "../../../test-support/fake-flows";
import { renderView } from "../../../test-support/render-with-i18n";
import { RegisterView } from "./register-view";

afterEach(cleanup);

/** The register route as the app wires it: the registration machine behind the view. */
function RegisterRoute({ port }: { readonly port: FlowsPort }) {
  const { state, send } = useRegisterFlow(port);
  return <RegisterView state={state} send={send} />;
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText("First name"), "Maria");
  await userEvent.type(screen.getByLabelText("Last name"), "Papa");
  await userEvent.selectOptions(screen.getByLabelText("Gender"), "2");
  await userEvent.type(screen.getByLabelText("Mobile number"), "6912345678");
  await userEvent.click(screen.getByLabelText("Athens Centre"));
  await userEvent.selectOptions(screen.getByLabelText("Job position"), "7");
}

describe("register screen with its machine", () => {
  it("shows the spec's messages as the user types", async () => {
    renderView(<RegisterRoute port={fakeFlows().port} />);
    const mobile = await screen.findByLabelText("Mobile number");
    await userEvent.type(mobile, "12a");
    expect(screen.getByText("Mobile must be numeric")).toBeTruthy();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "123");
    expect(screen.getByText("Mobile must have 10 digits")).toBeTruthy();
    expect(screen.getByText("Mobile must have 69XXXXXXXX format")).toBeTruthy();
  });

  it("enables submit exactly when the machine takes it, then sends the register body", async () => {
    const { port } = fakeFlows();
    renderView(<RegisterRoute port={port} />);
    const submit = (await screen.findByRole("button", { name: "Register" })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await fillValidForm();
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    expect(port.register).toHaveBeenCalledWith(
      expect.objectContaining({ gender: 2, country_code: 30, store: [1], job_position: 7, role: "Staff" }),
    );
    const status = (await screen.findAllByRole("status"))[0];
    expect(status && within(status).getByText("Thank you for registering!")).toBeTruthy();
  });

  it("thanks once and says who approves: the store for staff, head office for a trainee (issue 33)", async () => {
    const staffScreen = renderView(<RegisterRoute port={fakeFlows().port} />);
    await screen.findByLabelText("First name");
    await fillValidForm();
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    const staffThanks = (await screen.findAllByRole("status"))[0];
    expect(staffThanks?.textContent).toContain("your store's manager or franchisee approves your account");
    expect(staffThanks?.textContent?.match(/thank/giu)).toHaveLength(1);
    staffScreen.unmount();

    renderView(<RegisterRoute port={fakeFlows().port} />, "el-GR");
    await userEvent.type(await screen.findByLabelText("Όνομα"), "Μαρία");
    await userEvent.type(screen.getByLabelText("Επώνυμο"), "Παπά");
    await userEvent.selectOptions(screen.getByLabelText("Φύλο"), "2");
    await userEvent.type(screen.getByLabelText("Αριθμός κινητού"), "6912345678");
    await userEvent.click(screen.getByLabelText("Εκπαιδευόμενος"));
    await userEvent.click(screen.getByRole("button", { name: "Εγγραφή" }));
    const traineeThanks = (await screen.findAllByRole("status"))[0];
    expect(traineeThanks?.textContent).toContain("η κεντρική διοίκηση εγκρίνει τον λογαριασμό σας");
    expect(traineeThanks?.textContent).not.toMatch(/υπεύθυνο/u);
    expect(traineeThanks?.textContent?.match(/ευχαριστ/giu)).toHaveLength(1);
  });

  it("clears the stores when the role changes and hides them for a trainee", async () => {
    renderView(<RegisterRoute port={fakeFlows().port} />);
    await userEvent.click(await screen.findByLabelText("Athens Centre"));
    expect(screen.getByText("1 of 5 selected")).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Trainee"));
    expect(screen.queryByText("Stores")).toBeNull();
    await userEvent.click(screen.getByLabelText("Staff"));
    expect(screen.getByText("0 of 5 selected")).toBeTruthy();
  });

  it("keeps what was typed after a network failure and says so in the user's language", async () => {
    const { port } = fakeFlows({ register: vi.fn<FlowsPort["register"]>(networkDown) });
    renderView(<RegisterRoute port={port} />);
    await screen.findByLabelText("First name");
    await fillValidForm();
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(
      await screen.findByText("Could not reach the server. Check your connection and try again."),
    ).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Maria");
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("6912345678");
  });

  it("restores the draft after a reload and forgets it once registered", async () => {
    const { port, stored } = fakeFlows();
    const first = renderView(<RegisterRoute port={port} />);
    await userEvent.type(await screen.findByLabelText("First name"), "Maria");
    first.unmount(); // the reload
    renderView(<RegisterRoute port={port} />);
    const name = (await screen.findByLabelText("First name")) as HTMLInputElement;
    expect(name.value).toBe("Maria");
    await fillValidForm();
    await userEvent.clear(name);
    await userEvent.type(name, "Maria");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(stored.has("register")).toBe(false));
  });
});
