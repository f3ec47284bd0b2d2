import { expect, test, type Page } from "@playwright/test";
import { DASHBOARD_SHORTCUTS } from "../../core/permissions/screen-links";
import { ACCOUNTS, authStatePath, type DemoAccount } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

// Issue 33, items 3 and 4: every piece of training material opens its content (text, file or
// video), the dashboard's links open the item itself; /notes, /note-videos, /messages, /upcoming,
// /upcomingmeetings and the stock count each have a place a person looks (the dashboard's "More in
// the portal" card, links across the training and meeting screens). Demo data:
// server/training/seed/training-demo.ts and training-files-demo.ts.

// Every test here only reads demo data and starts from a saved sign-in, so they spread over the
// workers: in order, in one worker, this file was the run's longest (5.9 min) and its tail.
test.describe.configure({ mode: "parallel" });

// The first look at each screen waits longer: on a busy machine (load 25 on 2 cores) the first
// screen of a run took over 30 s to load its code.
const slow = expect.configure({ timeout: 60_000 });

const SIZES = [
  ["desktop", { width: 1366, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

const MATERIAL = [
  "Οδηγός υποδοχής νέων συνεργατών",
  "Εγχειρίδιο ταμειακού συστήματος",
  "Οδηγός εμφάνισης βιτρίνας και καταστήματος",
  "Υγιεινή και ασφάλεια στον χώρο εργασίας",
  "Διαχείριση παραπόνων πελατών",
  "Διαδικασία παραλαβής και ελέγχου εμπορευμάτων",
] as const;

/** docs/screens/ only on UPDATE_SCREENS=1 runs, as the capture files do. */
async function screenshot(page: Page, name: string) {
  if (process.env["UPDATE_SCREENS"] !== "1") return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `docs/screens/${name}.png`, animations: "disabled", caret: "hide" });
}

const materialItem = (page: Page, title: string) =>
  page.locator("li[id^='material-']").filter({ has: page.locator("summary", { hasText: title }) });

test.describe("item 3: every piece of training material opens its content", () => {
  test.use({ storageState: authStatePath(ACCOUNTS.trainee) });

  for (const [size, viewport] of SIZES) {
    for (const language of ["el", "en"] as const) {
      test(`a trainee opens each item, ${size}, ${language}`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.setViewportSize(viewport);
        if (language === "en") await startInLanguage(page, "en-US");
        await page.goto(at("/training_material"));
        await slow(materialItem(page, MATERIAL[5])).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          text("ui_route_training_material", language),
        );
        for (const title of MATERIAL) {
          const item = materialItem(page, title);
          await item.locator("summary").click();
          await expect(item.locator("details")).toHaveAttribute("open", "");
          // Its text, as paragraphs.
          const paragraphs = item.locator("p").filter({ hasText: /\S{3,}.*\S{3,}/u });
          await expect(paragraphs.nth(1)).toBeVisible();
          await expect(item.getByText(text("ui_material_no_content", language))).toHaveCount(0);
        }

        // The welcome guide's video plays with its captions.
        const video = materialItem(page, MATERIAL[0]).locator("video");
        await expect(video).toBeVisible();
        expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.kind)).toBe("captions");
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);

        // The cash register manual opens through its signed link.
        const pdf = materialItem(page, MATERIAL[1]).getByRole("link", {
          name: text("ui_training_file_download", language, {
            name: "Εγχειρίδιο ταμειακού συστήματος (PDF)",
          }),
        });
        const href = (await pdf.getAttribute("href")) ?? "";
        expect(href).toMatch(/\/training-files\/\d+\?exp=\d+&sig=/u);
        const opened = await page.request.get(new URL(href, page.url()).toString());
        expect(opened.status()).toBe(200);
        expect(opened.headers()["content-type"]).toBe("application/pdf");

        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          "no sideways scroll",
        ).toBeLessThanOrEqual(0);
        await expectNoSeriousViolations(page, `training material ${size} ${language}`);
        if (language === "el") {
          await materialItem(page, MATERIAL[0]).scrollIntoViewIfNeeded();
          await screenshot(page, `issue33-training-material-${size}`);
        }
      });
    }
  }

  for (const [size, viewport] of SIZES) {
    test(`the dashboard's link opens the item itself, ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(at("/dashboard"));
      const widget = page.getByRole("region", { name: text("ui_dashboard_training_material") });
      await slow(widget.getByRole("link", { name: MATERIAL[3] })).toBeVisible();
      await widget.getByRole("link", { name: MATERIAL[3] }).click();
      await expect(page).toHaveURL(/\/portal\/training_material#material-4$/u);
      const item = materialItem(page, MATERIAL[3]);
      await expect(item.locator("details")).toHaveAttribute("open", "");
      await expect(item.getByText(/^Πλένουμε τα χέρια/u)).toBeInViewport();
      await expect(item.locator("summary")).toBeFocused();
      // The others stay closed.
      await expect(page.locator("details[open]")).toHaveCount(1);
    });
  }

  test("every note opens its text; the videos play with captions", async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto(at("/notes"));
    const links = page.getByRole("region", { name: text("ui_route_notes") }).getByRole("link");
    await slow(links.first()).toBeVisible();
    const titles = await links.allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(4);
    for (const title of titles) {
      await page.getByRole("link", { name: title, exact: true }).click();
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
      // The note's card: its date, then its text.
      await expect(page.getByRole("region", { name: title, exact: true }).locator("p").nth(1)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/notes$/u);
    }
    await page.goto(at("/note-videos"));
    const video = page.locator("video").first();
    await expect(video).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.kind)).toBe("captions");
  });
});

/** What each role finds in "More in the portal" (core/permissions/screen-links.ts). */
const SHORTCUTS: ReadonlyArray<readonly [DemoAccount, readonly string[]]> = [
  [
    ACCOUNTS.trainee,
    ["ui_route_upcoming", "ui_route_upcomingmeetings", "ui_route_notes", "ui_route_note_videos"],
  ],
  [
    ACCOUNTS.staff,
    ["ui_route_upcoming", "ui_route_upcomingmeetings", "ui_route_notes", "ui_route_note_videos"],
  ],
  [
    ACCOUNTS.franchisee,
    [
      "ui_route_upcoming",
      "ui_route_upcomingmeetings",
      "ui_route_notes",
      "ui_route_note_videos",
      "ui_route_messages",
      "ui_stock_tab_count",
    ],
  ],
  [
    ACCOUNTS.storeManager,
    [
      "ui_route_upcoming",
      "ui_route_upcomingmeetings",
      "ui_route_notes",
      "ui_route_note_videos",
      "ui_route_messages",
      "ui_stock_tab_count",
    ],
  ],
];

/** The screen a shortcut leads to: its h1, and for the stock count its selected tab. */
async function expectArrivedAt(page: Page, key: string, language: Language) {
  if (key === "ui_stock_tab_count") {
    await slow(page.getByRole("heading", { level: 1 })).toHaveText(
      text("ui_route_equipment_maintenance", language),
    );
    await expect(page.getByRole("tab", { name: text("ui_stock_tab_count", language) })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    return;
  }
  await slow(page.getByRole("heading", { level: 1 })).toHaveText(text(key, language));
}

/** The address a shortcut opens, as the app's own list of shortcuts has it. */
function pathOfShortcut(key: string): RegExp {
  const link = DASHBOARD_SHORTCUTS.find((shortcut) => shortcut.labelKey === key);
  if (link === undefined) throw new Error(`No dashboard shortcut labelled ${key}`);
  return new RegExp(`${link.path.replace(/[?]/gu, "\\?")}$`, "u");
}

/**
 * The dashboard has loaded every widget (no loader left in the main area). Back from a screen, the
 * dashboard loads again and the widgets above "More in the portal" grow when their data arrives: a
 * click aimed at a shortcut before then can land where the link no longer is (seen once in a full
 * run: the click on "Notes" left the address unchanged).
 */
async function dashboardSettled(page: Page): Promise<void> {
  await slow(page.getByRole("main").getByRole("status")).toHaveCount(0);
}

const moreCard = (page: Page, language: Language) =>
  page.getByRole("navigation", { name: text("ui_dashboard_more", language) });

test.describe("item 4: every screen has a place a person looks", () => {
  for (const [account, keys] of SHORTCUTS) {
    test.describe(account.role, () => {
      test.use({ storageState: authStatePath(account) });

      for (const [size, viewport] of SIZES) {
        for (const language of ["el", "en"] as const) {
          test(`the dashboard's "More in the portal", ${size}, ${language}`, async ({ page }) => {
            test.setTimeout(300_000);
            await page.setViewportSize(viewport);
            if (language === "en") await startInLanguage(page, "en-US");
            await page.goto(at("/dashboard"));
            const card = moreCard(page, language);
            await slow(card.getByRole("link")).toHaveText(keys.map((key) => text(key, language)));
            // Checked once per role and size: each link opens its screen, not a refusal. Back is
            // the app's own navigation (no reload), as a person goes back to the dashboard.
            const follow = language === "el" ? keys : [];
            for (const key of follow) {
              await dashboardSettled(page);
              await moreCard(page, language)
                .getByRole("link", { name: text(key, language), exact: true })
                .click();
              // The address first: a failure then says whether the click went nowhere or the screen
              // is wrong.
              await expect(page, `the shortcut "${key}" leaves the dashboard`).toHaveURL(pathOfShortcut(key));
              await expectArrivedAt(page, key, language);
              await page.goBack();
              await expect(page).toHaveURL(/\/dashboard$/u);
            }
            if (account === ACCOUNTS.franchisee) {
              await expect(moreCard(page, language)).toBeVisible();
              await expectNoSeriousViolations(page, `dashboard ${size} ${language}`);
              if (language === "el") {
                await moreCard(page, language).scrollIntoViewIfNeeded();
                await screenshot(page, `issue33-dashboard-more-${size}`);
              }
            }
          });
        }
      }
    });
  }

  test.describe("links across the training and meeting screens", () => {
    test.use({ storageState: authStatePath(ACCOUNTS.trainee) });

    for (const [size, viewport] of SIZES) {
      for (const language of ["el", "en"] as const) {
        test(`a trainee moves between them, ${size}, ${language}`, async ({ page }) => {
          test.setTimeout(300_000);
          await page.setViewportSize(viewport);
          if (language === "en") await startInLanguage(page, "en-US");
          await page.goto(at("/training"));
          const training = page.getByRole("navigation", { name: text("ui_training_screens", language) });
          // A trainee's training screens: no /training-files (spec 6).
          await slow(training.getByRole("link")).toHaveText(
            [
              "ui_route_training",
              "ui_route_training_material",
              "ui_route_notes",
              "ui_route_note_videos",
              "ui_route_training_history",
            ].map((key) => text(key, language)),
          );
          await expect(
            training.getByRole("link", { name: text("ui_route_training", language), exact: true }),
          ).toHaveAttribute("aria-current", "page");
          for (const key of ["ui_route_notes", "ui_route_note_videos", "ui_route_training_material"]) {
            await page
              .getByRole("navigation", { name: text("ui_training_screens", language) })
              .getByRole("link", { name: text(key, language), exact: true })
              .click();
            await expectArrivedAt(page, key, language);
          }
          await expectNoSeriousViolations(page, `training material with its links ${size} ${language}`);
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
            "no sideways scroll",
          ).toBeLessThanOrEqual(0);

          await page.goto(at("/upcoming"));
          const meetings = page.getByRole("navigation", { name: text("ui_meeting_screens", language) });
          await meetings
            .getByRole("link", { name: text("ui_route_upcomingmeetings", language), exact: true })
            .click();
          await expectArrivedAt(page, "ui_route_upcomingmeetings", language);
          await expect(
            meetings.getByRole("link", { name: text("ui_route_upcomingmeetings", language), exact: true }),
          ).toHaveAttribute("aria-current", "page");
          await expectNoSeriousViolations(page, `meetings with their links ${size} ${language}`);
          if (language === "el") {
            await page.goto(at("/notes"));
            await expectArrivedAt(page, "ui_route_notes", language);
            await screenshot(page, `issue33-training-links-${size}`);
          }
        });
      }
    }
  });
});
