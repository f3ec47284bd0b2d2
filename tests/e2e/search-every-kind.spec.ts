import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, authStatePath, type DemoAccount } from "./support/accounts";
import { at } from "./support/session";
import { text } from "./support/texts";

/*
 * Issue #32: a result of each kind the search finds opens its screen. The kinds come from the areas'
 * sources (server/<area>/services/search/); the words are demo data's (each found by a server test
 * in tests/server/search-*.test.ts). For each role, the /search page is asked every word, the first
 * hit of each kind is kept, and each one is then opened from the page: the address is the hit's, and
 * the screen shows its heading, not the error screen.
 */

const KINDS = [
  "posts",
  "tickets",
  "people",
  "tasks",
  "task_projects",
  "checklists",
  "evaluations",
  "licenses",
  "equipment",
  "trainings",
  "training_material",
  "notes",
  "faq",
  "information_material",
  "pages",
  "files",
] as const;

const WORDS = [
  "HACCP",
  "ωράριο",
  "espresso",
  "εξυπηρέτηση",
  "υγιεινή",
  "μάγειρες",
  "νικόλαος",
  "πρόγραμμα βαρδιών",
  "franchise",
  "marketing",
  "εγχειρίδια",
  "ταμείο",
  "ψυγείο",
  "πιστοποιητικά",
  "strong",
];

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The /search page answers `word`: the first time by its address, then as a person searches again,
 * by typing into the page's own field (no reload of the whole app for every word).
 */
async function searchFor(page: Page, word: string) {
  if (new URL(page.url()).pathname.endsWith("/search"))
    await page
      .getByRole("main")
      .getByRole("searchbox", { name: text("ui_search_label") })
      .fill(word);
  else await page.goto(at(`/search?q=${encodeURIComponent(word)}`));
  // The status names the query once the answer is in (it is empty while the search runs): counting
  // the groups before then missed a word's kinds on a slow machine.
  await expect(page.getByTestId("search-status")).toContainText(word);
}

const group = (page: Page, kind: string) =>
  page
    .getByRole("main")
    .getByRole("region", { name: new RegExp(`^${escaped(text(`ui_search_source_${kind}`))}`) });

const CASES: readonly (readonly [string, DemoAccount, number])[] = [
  ["store manager", ACCOUNTS.storeManager, 16],
  ["trainee", ACCOUNTS.trainee, 8],
];

for (const [who, account, atLeast] of CASES) {
  test.describe(`search: ${who}`, () => {
    test.use({ storageState: authStatePath(account) });

    test(`opens a result of every kind it finds (at least ${atLeast} kinds)`, async ({ page }) => {
      test.setTimeout(240_000);
      const found = new Map<string, { readonly word: string; readonly href: string }>();
      for (const word of WORDS) {
        await searchFor(page, word);
        for (const kind of KINDS) {
          if (found.has(kind)) continue;
          const hit = group(page, kind).locator("a[data-hit]").first();
          if ((await hit.count()) === 0) continue;
          found.set(kind, { word, href: (await hit.getAttribute("href")) ?? "" });
        }
      }
      console.log(
        `${who}: ${[...found.entries()].map(([kind, { word }]) => `${kind} (${word})`).join(", ")}`,
      );
      expect([...found.keys()].length, `kinds found: ${[...found.keys()].join(", ")}`).toBeGreaterThanOrEqual(
        atLeast,
      );
      for (const [kind, { word, href }] of found) {
        await searchFor(page, word);
        await group(page, kind).locator("a[data-hit]").first().click();
        const path = href.split(/[?#]/u)[0] ?? href;
        await expect(page, `${kind} (${word}) opens ${href}`).toHaveURL(
          new RegExp(`${escaped(path)}([?#].*)?$`),
        );
        await expect(
          page.getByRole("heading", { level: 1 }).first(),
          `${kind} shows its screen`,
        ).toBeVisible();
        for (const refusal of ["ui_error_title", "ui_forbidden_title"])
          await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText(text(refusal));
        // Back to the results, as a person does, for the next kind.
        await page.goBack();
        await expect(page).toHaveURL(/\/search\?q=/u);
      }
    });
  });
}
