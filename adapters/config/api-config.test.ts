// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { readApiConfig, resolveApiConfig } from "./api-config";

describe("API host configuration", () => {
  it("defaults to the page's own origin", () => {
    expect(resolveApiConfig({ runtimeHost: undefined, buildHost: undefined })).toEqual({
      host: "",
      baseUrl: "/echo/rest/api",
    });
  });

  it("prefers the run-time meta tag over the build variable", () => {
    expect(resolveApiConfig({ runtimeHost: "https://run.test/", buildHost: "https://build.test" })).toEqual({
      host: "https://run.test",
      baseUrl: "https://run.test/echo/rest/api",
    });
    expect(resolveApiConfig({ runtimeHost: "", buildHost: "https://build.test" }).host).toBe(
      "https://build.test",
    );
  });

  it("ignores values that are not http(s) origins", () => {
    expect(resolveApiConfig({ runtimeHost: "javascript:alert(1)", buildHost: "nope" }).host).toBe("");
  });

  it("reads the meta tag", () => {
    document.head.innerHTML = '<meta name="portal-api-host" content="https://meta.test:8443">';
    expect(readApiConfig(document).host).toBe("https://meta.test:8443");
  });
});
