import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, openSignedIn, startInLanguage } from "./support/session";
import { text, type Language } from "./support/texts";

/*
 * Posts as the roles use them, against the real server: head office publishes a post with a header
 * image and a file for one store (Αθήνα Σύνταγμα, store 1); that store's manager sees it on the
 * dashboard and in /posts, opens it, downloads the file and confirms it; the manager of Ηράκλειο
 * (store 4) does not see it; head office sees the read reach change. A trainee cannot open /posts
 * but opens a post meant for trainees (spec 6). Each test signs in through the form.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

async function newPage(browser: import("@playwright/test").Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe.serial("a targeted post from head office to one store", () => {
  const title = `Απογραφή Σαββάτου ${Date.now()}`;
  let postUrl = "";

  test("head office publishes a post with an image and a file for store 1 only", async ({ browser }) => {
    const page = await newPage(browser);
    await openSignedIn(page, ACCOUNTS.headOffice, "/posts");
    await page.getByRole("button", { name: text("ui_posts_new"), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_post_form_heading_new"));
    await page.getByLabel(text("ui_post_form_title"), { exact: true }).fill(title);
    await page.getByLabel(text("ui_post_form_subtitle")).fill("Κλείσιμο στις 18:00");
    await page
      .getByLabel(text("ui_post_form_description"))
      .fill("<p>Το Σάββατο κάνουμε <strong>απογραφή</strong>. Διαβάστε τις οδηγίες.</p>");
    await page.getByLabel(text("ui_post_form_needs_ack")).check();
    await page.getByLabel(text("ui_post_form_featured")).check();
    await page
      .getByRole("group", { name: text("ui_post_form_stores") })
      .getByLabel(/Σύνταγμα/u)
      .check();
    await page
      .getByLabel(text("ui_post_form_image"))
      .setInputFiles({ name: "apografi.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("apografi.png")).toBeVisible();
    await page
      .getByLabel(text("ui_post_form_files"))
      .setInputFiles({ name: "odigies.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText("odigies.pdf")).toBeVisible();
    await page.getByRole("button", { name: text("ui_post_form_submit"), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    postUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId("reach-total")).toContainText(/^0\s%/u); // "0 %" in Greek
    await page.context().close();
  });

  test("the manager of store 1 sees it on the dashboard and in /posts, downloads the file and confirms", async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await openSignedIn(page, ACCOUNTS.storeManager);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.goto(at("/posts"));
    await expect(
      page.getByRole("list", { name: text("ui_route_posts") }).getByRole("link", { name: title }),
    ).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "odigies.pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("odigies.pdf");
    await page.getByRole("button", { name: text("ui_post_ack_button"), exact: true }).click();
    await expect(page.getByText(text("ui_post_ack_done")).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(text("ui_post_ack_done")).first()).toBeVisible();
    await page.context().close();
  });

  test("the manager of store 4 does not see it", async ({ browser }) => {
    const page = await newPage(browser);
    await openSignedIn(page, ACCOUNTS.storeManager2);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await page.goto(at("/posts"));
    await expect(page.getByRole("list", { name: text("ui_route_posts") })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await page.goto(at(postUrl.replace(/^\/portal/u, "")));
    await expect(page.getByText(text("ui_post_not_found"))).toBeVisible();
    await page.context().close();
  });

  test("head office sees the read reach change and reminds the rest", async ({ browser }) => {
    const page = await newPage(browser);
    await openSignedIn(page, ACCOUNTS.headOffice, postUrl.replace(/^\/portal/u, ""));
    const reach = page.getByRole("region", { name: text("ui_post_reach") });
    await expect(reach.getByRole("row", { name: /Νίκος/u })).toContainText(text("ui_post_reach_done"));
    await expect(page.getByTestId("reach-total")).not.toContainText(/^0\s%/u);
    // One click only asks (issue 33): "cancel" sends nothing, "send" sends the reminders.
    const remind = page.getByRole("button", { name: text("ui_post_remind"), exact: true });
    await remind.click();
    await expect(reach.getByRole("group")).toContainText(/\d/u);
    await page.getByRole("button", { name: text("ui_post_remind_cancel"), exact: true }).click();
    await expect(reach.getByRole("group")).toHaveCount(0);
    await expect(page.getByText(text("b2b_post_reminded"))).toHaveCount(0);
    await remind.click();
    await page.getByRole("button", { name: text("ui_post_remind_yes"), exact: true }).click();
    await expect(page.getByText(text("b2b_post_reminded"))).toBeVisible();
    await page.context().close();
  });
});

test("a trainee cannot open /posts but opens a post meant for trainees", async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.trainee, "/posts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ui_forbidden_title"));
  // Post 9 of the demo is meant for trainees and store managers.
  await page.goto(at("/posts/9"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(text("ui_post_not_found"))).toHaveCount(0);
});

for (const [language, tag] of [
  ["el", "el-GR"],
  ["en", "en-US"],
] as const satisfies readonly (readonly [Language, "el-GR" | "en-US"])[]) {
  test(`the posts screens pass axe in ${tag}`, async ({ page }) => {
    await startInLanguage(page, tag);
    await page.goto(at("/"));
    await page
      .getByLabel(text("ui_login_mobile", language), { exact: true })
      .fill(ACCOUNTS.headOffice.mobile);
    await page.getByLabel(text("ui_login_password", language), { exact: true }).fill("Demo#2026");
    await page.getByRole("button", { name: text("ui_login_submit", language), exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/u);
    await page.goto(at("/posts"));
    await expect(page.getByRole("list", { name: text("ui_route_posts", language) })).toBeVisible();
    await expectNoSeriousViolations(page, `posts (${tag})`);
    await page.goto(at("/posts/3"));
    await expect(page.getByRole("region", { name: text("ui_post_reach", language) })).toBeVisible();
    await expectNoSeriousViolations(page, `post (${tag})`);
    await page.goto(at("/posts/new"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("ui_post_form_heading_new", language),
    );
    await expectNoSeriousViolations(page, `post form (${tag})`);
  });
}
