import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { at, openSignedIn } from "./support/session";
import { text } from "./support/texts";
import {
  attach,
  expectOneCompleteTicket,
  expectSaved,
  fillNewTicket,
  PDF,
  PNG,
  submitButton,
  v2Detail,
  v2TicketIdsTitled,
} from "./support/tickets";

/*
 * The files of a v2 ticket on /tickets/{id}: each downloads under its own name with its bytes; the
 * uploader may remove one after a confirmation (POST deleteTicketFile), others are not offered it.
 *
 * Every test signs in through the form (the saved sign-ins are shared by every run on the machine).
 */

const IMAGE = { name: "οθόνη.png", mimeType: "image/png", buffer: PNG };
const REPORT = { name: "αναφορά.pdf", mimeType: "application/pdf", buffer: PDF };

const attachments = (page: Page) => page.getByRole("region", { name: text("ui_tickets_attachments") });
const downloadLink = (page: Page, name: string) =>
  attachments(page).getByRole("link", { name: text("ui_tickets_download", "el", { name }), exact: true });
const deleteButton = (page: Page, name: string) =>
  attachments(page).getByRole("button", {
    name: text("ui_tickets_file_delete", "el", { name }),
    exact: true,
  });

test.describe.serial("the files of a ticket", () => {
  const title = `E2E συνημμένα ${Date.now()}`;
  let ticketId = 0;

  test("the store manager's files download under their own names", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.storeManager, "/new_ticket");
    await fillNewTicket(page, title);
    await attach(page, [IMAGE, REPORT]);
    await submitButton(page).click();
    await expectSaved(page);
    ticketId = (await expectOneCompleteTicket(page, title, [IMAGE.name, REPORT.name])).id;

    await page.goto(at(`/tickets/${ticketId}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    for (const file of [IMAGE, REPORT]) {
      const download = page.waitForEvent("download");
      await downloadLink(page, file.name).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(file.name);
      expect(await readFile(await saved.path())).toEqual(file.buffer);
    }
  });

  test("head office, who did not upload them, is not offered to delete them", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.headOffice, `/tickets/${ticketId}`);
    await expect(downloadLink(page, IMAGE.name)).toBeVisible();
    await expect(downloadLink(page, REPORT.name)).toBeVisible();
    await expect(attachments(page).getByRole("button")).toHaveCount(0);
  });

  test("the uploader deletes one after confirming; the other stays", async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.storeManager, `/tickets/${ticketId}`);
    const before = await v2Detail(page, ticketId);
    const reportUrl = before.files_relations.find((f) => f.name === REPORT.name)?.file_url;
    expect(reportUrl).toBeDefined();

    // Changing one's mind removes nothing.
    await deleteButton(page, REPORT.name).click();
    const question = attachments(page).getByText(
      text("ui_tickets_file_delete_confirm", "el", { name: REPORT.name }),
      { exact: true },
    );
    await expect(question).toBeVisible();
    await attachments(page)
      .getByRole("button", { name: text("ui_tickets_file_delete_no"), exact: true })
      .click();
    await expect(question).toHaveCount(0);
    await expect(downloadLink(page, REPORT.name)).toBeVisible();

    await deleteButton(page, REPORT.name).click();
    await attachments(page)
      .getByRole("button", { name: text("ui_tickets_file_delete_yes"), exact: true })
      .click();
    await expect(attachments(page).getByText(text("ui_tickets_file_deleted"), { exact: true })).toBeVisible();
    await expect(downloadLink(page, REPORT.name)).toHaveCount(0);
    await expect(downloadLink(page, IMAGE.name)).toBeVisible();

    // The server agrees: one ticket, the image only, and the removed file no longer downloads.
    expect(await v2TicketIdsTitled(page, title)).toEqual([ticketId]);
    const after = await v2Detail(page, ticketId);
    expect(after.files_relations.map((f) => f.name)).toEqual([IMAGE.name]);
    expect((await page.request.get(`/echo/rest/api/${reportUrl}`)).status()).toBe(404);
  });
});
