import { describe, expect, it } from "vitest";
import { decodeTokenData } from "../../core/schemas/token-data";
import { decodeTranslations } from "../../core/schemas/translations";
import { decodeAuthConfig, decodeFlowAnswer } from "../../core/auth/auth-wire";
import { decodeRefreshAnswer } from "./contract-schemas";
import {
  checkAuthConfig,
  checkFlowAnswer,
  checkRefreshAnswer,
  checkTokenData,
  checkTranslations,
} from "./light-answers";

/* The hand checks of the login route must accept and refuse exactly what the schemas do. */

const verdict = (result: object) => ("value" in result ? { ok: result.value } : "invalid");

const cases: ReadonlyArray<readonly [string, (u: unknown) => object, (u: unknown) => object, unknown[]]> = [
  [
    "tokens",
    checkTokenData,
    decodeTokenData,
    [
      { access_token: "a", refresh_token: "r" },
      { access_token: "a", refresh_token: "r", extra: 1 },
      { access_token: "", refresh_token: "r" },
      { access_token: "a" },
      { access_token: 1, refresh_token: "r" },
      null,
      [],
      "a",
    ],
  ],
  [
    "refresh answer",
    checkRefreshAnswer,
    decodeRefreshAnswer,
    [
      { access_token: "a" },
      { access_token: "a", refresh_token: "r" },
      { access_token: "a", refresh_token: "" },
      {},
    ],
  ],
  [
    "translations",
    checkTranslations,
    decodeTranslations,
    [{}, { k: { gr: "γ", en: "e" } }, { k: { gr: "γ" } }, { k: "text" }, null],
  ],
  [
    "flow answer",
    checkFlowAnswer,
    decodeFlowAnswer,
    [
      { status: "success", message: "b2b_ok" },
      { status: "error", message: "b2b_x" },
      { status: "info", message: "b2b_x" },
      { status: "success" },
    ],
  ],
  [
    "auth config",
    checkAuthConfig,
    decodeAuthConfig,
    [
      { microsoft: null, learning_url: null },
      { microsoft: null, learning_url: "https://learn.example" },
      { microsoft: { clientId: "c", authority: "https://a", knownAuthorities: ["a"] }, learning_url: null },
      { microsoft: { clientId: "", authority: "https://a", knownAuthorities: [] }, learning_url: null },
      { microsoft: { clientId: "c", authority: "https://a", knownAuthorities: [1] }, learning_url: null },
      { learning_url: null },
      { microsoft: null, learning_url: null, features: { commerce_screens: true } },
      { microsoft: null, learning_url: null, features: { commerce_screens: "on" } },
      { microsoft: null, learning_url: null, features: null },
    ],
  ],
];

describe("light answer checks agree with the schemas", () => {
  it.each(cases)("%s", (_name, check, decode, inputs) => {
    for (const input of inputs)
      expect({ input, verdict: verdict(check(input)) }).toEqual({ input, verdict: verdict(decode(input)) });
  });
});
