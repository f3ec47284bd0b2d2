import { describe, expect, it, vi } from "vitest";
import { createBrowserNavigation } from "./navigation";

describe("navigation", () => {
  it("goes to paths under the router base with a full load, once", () => {
    const assign = vi.fn<(url: string) => void>();
    const navigation = createBrowserNavigation({ assign }, "/portal/");
    navigation.goRoot();
    navigation.goTo("/dashboard");
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/portal/");
  });

  it("joins paths under the base", () => {
    const assign = vi.fn<(url: string) => void>();
    createBrowserNavigation({ assign }, "/portal/").goTo("/dashboard");
    expect(assign).toHaveBeenCalledWith("/portal/dashboard");
  });
});
