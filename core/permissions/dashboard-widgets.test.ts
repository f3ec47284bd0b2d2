import { describe, expect, it } from "vitest";
import { dashboardWidgetsFor } from "./dashboard-widgets";

describe("dashboard widgets (spec section 2)", () => {
  it("user, greg-user and store_manager get training material and posts", () => {
    expect(dashboardWidgetsFor("user")).toEqual(["training-material", "posts"]);
    expect(dashboardWidgetsFor("greg-user")).toEqual(["training-material", "posts"]);
    expect(dashboardWidgetsFor("store_manager")).toEqual(["training-material", "posts"]);
  });

  it("trainee gets training material, franchisee gets posts", () => {
    expect(dashboardWidgetsFor("trainee")).toEqual(["training-material"]);
    expect(dashboardWidgetsFor("franchisee")).toEqual(["posts"]);
  });

  it("azureUser gets what head-office staff get (our decision)", () => {
    expect(dashboardWidgetsFor("azureUser")).toEqual(["training-material", "posts"]);
  });

  it("an unknown role gets none", () => {
    expect(dashboardWidgetsFor("admin")).toEqual([]);
    expect(dashboardWidgetsFor("azureuser")).toEqual([]);
    expect(dashboardWidgetsFor(undefined)).toEqual([]);
  });
});
