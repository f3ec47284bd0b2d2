// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../test-support/render-with-i18n";
import { ActingAsList } from "./acting-as-list";
import { sidebarMenu } from "./menu-items";

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
});

describe("acting-as list", () => {
  it("shows the first 4 employees, then all when expanded", async () => {
    const employees = Array.from({ length: 6 }, (_, i) => ({ id: i + 2, f_name: `Name${i}`, l_name: "X" }));
    renderView(<ActingAsList employees={employees} onActAs={() => {}} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Show all (6)" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });
});
