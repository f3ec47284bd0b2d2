// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portsKey } from "../../core/areas/ports-key";
import { PortsProvider, readyPorts, useHasPorts, usePorts, type PortsLoaders } from "./ports";

const KEY = portsKey<{ readonly greeting: string }>("posts");
const OTHER = portsKey<{ readonly greeting: string }>("tasks");

function Greeting() {
  return <p>{usePorts(KEY).greeting}</p>;
}

function Has() {
  return <p>{`${useHasPorts(KEY)} ${useHasPorts(OTHER)}`}</p>;
}

const renderWithoutPorts = () => render(<PortsProvider loaders={new Map()}>{<Greeting />}</PortsProvider>);

async function show(loaders: PortsLoaders, ui: React.ReactNode) {
  await act(async () => {
    render(
      <PortsProvider loaders={loaders}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </PortsProvider>,
    );
  });
}

describe("every area's ports through one provider", () => {
  afterEach(cleanup);

  it("gives ports already made without suspending", async () => {
    await show(new Map([readyPorts(KEY, { greeting: "ready" })]), <Greeting />);
    expect(screen.getByText("ready")).toBeTruthy();
  });

  it("suspends on ports that still load, then shows them", async () => {
    const loading = Promise.resolve({ greeting: "loaded" });
    await show(new Map([[KEY.area, () => loading]]), <Greeting />);
    expect(await screen.findByText("loaded")).toBeTruthy();
  });

  it("says which areas have ports, and names the missing module when a screen asks anyway", async () => {
    await show(new Map([readyPorts(KEY, { greeting: "x" })]), <Has />);
    expect(screen.getByText("true false")).toBeTruthy();
    // React reports the error it rethrows; the test reads the error, not the report.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(renderWithoutPorts).toThrow(
      /No ports for the "posts" area: is adapters\/posts\/posts\.ports\.ts there\?/u,
    );
    quiet.mockRestore();
  });
});
