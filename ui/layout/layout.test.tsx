// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useActorRef, useSelector } from "@xstate/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import type { Employee } from "../../core/schemas/employee";
import { actingAsMachine } from "../../machines/session/acting-as.machine";
import { renderView } from "../test-support/render-with-i18n";
import { ActingAsList } from "./acting-as-list";
import { isCurrentItem, sidebarMenu } from "./menu-items";

afterEach(cleanup);

const t = (key: string) => key;

describe("sidebar menu", () => {
  it("shows each role only its entries of the permission table", () => {
    const trainee = sidebarMenu(undefined, "trainee", "en-US", t).map((item) => item.name);
    expect(trainee).toContain("training");
    expect(trainee).not.toContain("posts");
    const franchisee = sidebarMenu(undefined, "franchisee", "en-US", t).map((item) => item.name);
    expect(franchisee).toContain("licenses");
    expect(franchisee).not.toContain("orders");
    expect(sidebarMenu(undefined, "nobody", "en-US", t)).toEqual([]);
  });

  it("filters the server's menu the same way and lowercases Greek titles without accents", () => {
    const menu = [
      {
        name: "training",
        path: "/training",
        title: { gr: "Εκπαίδευση", en: "Training" },
        roles: ["trainee"],
      },
      { name: "posts", path: "/posts", title: { gr: "Ανακοινώσεις", en: "Posts" }, roles: ["user"] },
    ];
    expect(sidebarMenu(menu, "trainee", "el-GR", t).map((item) => item.label)).toEqual(["εκπαιδευση"]);
  });

  it("adds the console's entry last for a holder of the right to administer, and only for one", () => {
    const names = (rights: readonly "administer"[]) =>
      sidebarMenu(undefined, "greg-user", "en-US", t, rights).map((item) => item.name);
    expect(names([])).not.toContain("admin");
    expect(names(["administer"]).at(-1)).toBe("admin");
    // The right, not the role: a trainee who administers sees it too.
    const entry = sidebarMenu(undefined, "trainee", "en-US", t, ["administer"]).at(-1);
    expect(entry?.path).toBe("/admin/stores");
    // Current on every section of the console, not on a path that merely starts alike.
    expect(entry !== undefined && isCurrentItem(entry, "/admin/users")).toBe(true);
    expect(entry !== undefined && isCurrentItem(entry, "/administration")).toBe(false);
  });
});

const employees: ReadonlyArray<Employee> = Array.from(
  { length: 6 },
  (_, i) =>
    ({ id: i + 2, f_name: `Name${i}`, l_name: "X", phone: null, mobile: null }) as unknown as Employee,
);

/** The header's acting-as list as the shell wires it: the acting-as machine behind the list. */
function ActingAs({ actAs }: { readonly actAs: (employeeId: number) => Promise<never> }) {
  const actor = useActorRef(
    actingAsMachine.provide({
      actors: {
        listEmployees: fromPromise(async () => employees),
        actAs: fromPromise(({ input }) => actAs(input.employeeId)),
      },
    }),
    { input: { userId: 1, isActingAs: false } },
  );
  const employeesShown = useSelector(actor, (s) => s.context.employees);
  const expanded = useSelector(actor, (s) => s.context.expanded);
  return (
    <ActingAsList
      employees={employeesShown}
      expanded={expanded}
      onActAs={(employeeId) => actor.send({ type: "user.actAs", employeeId })}
      onToggle={() => actor.send({ type: "user.toggleExpanded" })}
    />
  );
}

describe("acting-as list with its machine", () => {
  it("shows the first 4 employees, then all when expanded, and acts as the one picked", async () => {
    const actAs = vi.fn<(employeeId: number) => Promise<never>>(() => new Promise<never>(() => {}));
    renderView(<ActingAs actAs={actAs} />);
    expect(await screen.findAllByRole("listitem")).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Show all (6)" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    await userEvent.click(screen.getByRole("button", { name: "Name5 X" }));
    expect(actAs).toHaveBeenCalledWith(7);
  });
});
