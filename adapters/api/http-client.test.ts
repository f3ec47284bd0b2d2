import { describe, expect, it } from "vitest";
import { DecodeError, HttpError, NetworkError } from "./api-errors";
import { createHttpClient } from "./http-client";
import type { RequestSpec } from "./http-client";
import { fakeFetch } from "./test-fetch";

/* Issue #42: a failed answer's X-Request-Id travels with the error, so a screen can show it. */

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

function client(answer: () => Response | Promise<Response>) {
  const { fetch } = fakeFetch(answer);
  return createHttpClient({
    baseUrl: "https://api.example.test/echo/rest/api",
    fetch,
    readAccessToken: () => "access-1",
    language: () => "en-US",
    onUnauthorized: () => Promise.reject(new Error("no refresh in these tests")),
  });
}

function reply(status: number, body: unknown, requestId?: string): Response {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (requestId !== undefined) headers.set("X-Request-Id", requestId);
  return new Response(JSON.stringify(body), { status, headers });
}

const pages: RequestSpec<{ readonly title: string }> = {
  method: "GET",
  path: "pages/terms",
  auth: { kind: "session" },
  decode: (input) =>
    typeof input === "object" && input !== null && "title" in input && typeof input.title === "string"
      ? { value: { title: input.title } }
      : { error: { message: "no title" } },
};

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("the request did not fail");
}

describe("the request id of a failed answer", () => {
  it("an error status carries the answer's X-Request-Id with the server's message key", async () => {
    const error = await failureOf(
      client(() => reply(500, { status: "error", message: "b2b_something_went_wrong" }, ID)).request(pages),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, messageKey: "b2b_something_went_wrong", requestId: ID });
  });

  it("an answer that does not fit its contract carries the id too", async () => {
    const error = await failureOf(client(() => reply(200, { nothing: true }, "lb-7f3a.42")).request(pages));
    expect(error).toBeInstanceOf(DecodeError);
    expect(error).toMatchObject({ path: "pages/terms", requestId: "lb-7f3a.42" });
  });

  it("no header, or one that is no id (a space, a line of script), gives no id", async () => {
    for (const header of [undefined, "a b", "<script>alert(1)</script>", "x".repeat(129)]) {
      const error = await failureOf(
        client(() => reply(404, { message: "b2b_not_found" }, header)).request(pages),
      );
      expect(error).toBeInstanceOf(HttpError);
      expect(error).not.toHaveProperty("requestId");
    }
  });

  it("a request that got no answer has no id", async () => {
    const error = await failureOf(client(() => Promise.reject(new TypeError("offline"))).request(pages));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toHaveProperty("requestId");
  });

  it("a success is unchanged by the header", async () => {
    await expect(client(() => reply(200, { title: "Terms" }, ID)).request(pages)).resolves.toEqual({
      title: "Terms",
    });
  });
});
