import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { authStatePath, DEMO_PASSWORD, type DemoAccount } from "./accounts";
import { text, type Language } from "./texts";

/** The token store's keys and encoding (adapters/storage/token-store.ts, encoded-json.ts). */
export const STORAGE = {
  tokens: "portal.tokens",
  master: "portal.master",
  language: "portal.language",
} as const;

export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** Fills the login form and waits for the dashboard. The login screen must be showing. */
export async function signInWithForm(
  page: Page,
  mobile: string,
  password: string,
  language: Language = "el",
) {
  await page.getByLabel(text("ui_login_mobile", language), { exact: true }).fill(mobile);
  await page.getByLabel(text("ui_login_password", language), { exact: true }).fill(password);
  await page.getByRole("button", { name: text("ui_login_submit", language), exact: true }).click();
}

/** Opens the login screen and signs in as a demo account; resolves on the dashboard. */
export async function signIn(page: Page, account: DemoAccount, password = DEMO_PASSWORD) {
  await page.goto(at("/"));
  await signInWithForm(page, account.mobile, password);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu") })).toBeVisible();
}

/** The part of Playwright's saved storage state (auth.setup.ts) that the app reads. */
interface SavedSignIn {
  readonly origins: readonly {
    readonly localStorage: readonly { readonly name: string; readonly value: string }[];
  }[];
}

/**
 * Opens `path` signed in as the account, from the sign-in auth.setup.ts saved for this worker's
 * server: no login screen, no sign-in call, no dashboard on the way (two page loads fewer than
 * signIn and a goto). For tests of what comes after signing in; a test that signs out, refreshes or
 * acts as someone uses signIn, as the saved sign-in is shared by the worker's tests. The storage is
 * written on a small file of the app's own origin before the app first loads.
 */
export async function openSignedIn(page: Page, account: DemoAccount, path = "/dashboard"): Promise<void> {
  const saved = JSON.parse(readFileSync(authStatePath(account), "utf8")) as SavedSignIn;
  const items = saved.origins.flatMap((origin) => origin.localStorage);
  await page.goto("/favicon.svg");
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.goto(at(path));
  await expect(page.getByRole("navigation", { name: text("ui_sidebar_menu") })).toBeVisible();
}

/** Reads the stored tokens the way the app does (base64url of JSON), or undefined. */
export async function readTokens(page: Page): Promise<Tokens | undefined> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const base64 = raw.replaceAll("-", "+").replaceAll("_", "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Tokens;
  }, STORAGE.tokens);
}

/**
 * readTokens for `expect.poll` while a sign-out reloads the page: a read that meets the page between
 * two documents ("Execution context was destroyed") answers "reloading", so the poll asks again
 * instead of failing (expect.poll does not retry a thrown error). Any other error still fails.
 */
export async function readTokensAcrossReload(page: Page): Promise<Tokens | undefined | "reloading"> {
  try {
    return await readTokens(page);
  } catch (error) {
    if (error instanceof Error && /Execution context was destroyed|navigat/iu.test(error.message))
      return "reloading";
    throw error;
  }
}

/** Writes tokens in the app's storage format. */
export async function writeTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      const bytes = new TextEncoder().encode(value);
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      const encoded = btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/u, "");
      localStorage.setItem(key, encoded);
    },
    [STORAGE.tokens, JSON.stringify(tokens)] as const,
  );
}

/** Opens the avatar menu in the header (a disclosure panel, not an ARIA menu). */
export async function openAvatarMenu(page: Page, language: Language = "el") {
  const prefix = text("ui_avatar_menu", language, { name: "" }).trim();
  const trigger = page.getByRole("banner").getByRole("button", { name: prefix });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

/** An app path under the router base (spec 2: history mode with base /portal/). */
export const at = (path: string): string => `/portal${path}`;

/** Picks a language in the header's (or public screen's) language dropdown. */
export async function chooseLanguage(page: Page, language: "el-GR" | "en-US", current: Language = "el") {
  await page
    .getByRole("combobox", { name: text("ui_language_label", current), exact: true })
    .selectOption(language);
}

/**
 * Makes every page of this browser context start in a language, the way a returning visitor's
 * stored choice does (`portal.language`, base64url of the JSON string).
 */
export async function startInLanguage(page: Page, language: "el-GR" | "en-US"): Promise<void> {
  const encoded = Buffer.from(JSON.stringify(language)).toString("base64url");
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE.language,
    encoded,
  ] as const);
}

/**
 * The header's search field: below 1600 px a search button opens it in a bar under the header
 * (issue 33, item 2), from 1600 px it is in the header itself.
 */
export async function headerSearchBox(page: Page, language: Language = "el") {
  const button = page.getByTestId("header-search-button");
  // The search loads on its own after the header: wait for whichever of the two is shown.
  await expect(
    page.locator('[data-testid="header-search-button"]:visible, header input[type="search"]:visible').first(),
  ).toBeVisible();
  if (await button.isVisible()) await button.click();
  // A combobox (issue #32): its results are a list box the arrow keys move through.
  const box = page.getByRole("combobox", { name: text("ui_search_label", language), exact: true });
  await expect(box).toBeVisible();
  return box;
}
