import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DEFAULT_TICKET_LIMITS } from "../../core/tickets/ticket-limits";
import { ACCOUNTS } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { at, openSignedIn } from "./support/session";
import { text } from "./support/texts";
import { apiGet, PNG, STORE } from "./support/tickets";

/*
 * Issue 20, item 9: a reply carries files with the new-ticket form's pieces (the same checks,
 * progress and kept draft). A store manager answers "here is the photo" with the photo; the reply
 * shows it and it downloads; a file too large is refused with the new ticket's message; the text
 * and the list of files survive a reload (the file itself is asked for again).
 */

const PHOTO = { name: "ψυγείο.png", mimeType: "image/png", buffer: PNG };
const MESSAGE = "Ορίστε η φωτογραφία του ψυγείου.";

test("a store manager answers with a photo: refused when too large, kept through a reload, shown and downloadable once sent", async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.storeManager);
  const open = await apiGet<{ items: { id: number }[] }>(page, `v2/tickets/location/${STORE}?limit=1`);
  const ticketId = open.items[0]?.id ?? 0;
  await page.goto(at(`/tickets/${ticketId}`));
  const reply = page.getByLabel(text("ui_tickets_reply_label"), { exact: true });
  const input = page.getByTestId("reply-file-input");
  await reply.fill(MESSAGE);

  // One byte over the limit: refused before any upload, in the new ticket's words.
  const huge = {
    name: "βίντεο.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(DEFAULT_TICKET_LIMITS.attachmentMaxBytes + 1),
  };
  await input.setInputFiles(huge);
  await expect(page.getByText(text("ui_tickets_file_refused", "el", { name: huge.name }))).toBeVisible();
  await expect(page.getByText(text("b2b_ticket_attachment_too_large"))).toBeVisible();

  await input.setInputFiles(PHOTO);
  await expect(page.getByText(PHOTO.name, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "reply with a file (el-GR)");

  // The draft survives a reload: the text and the file's place, which asks for the file again.
  await page.reload();
  await expect(reply).toHaveValue(MESSAGE);
  await expect(page.getByText(PHOTO.name, { exact: true })).toBeVisible();
  await expect(page.getByText(text("b2b_ticket_attachment_reattach")).first()).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: text("ui_tickets_file_reattach") }).click();
  await (await chooser).setFiles(PHOTO);
  await expect(page.getByText(text("b2b_ticket_attachment_reattach"))).toHaveCount(0);

  await page.getByRole("button", { name: text("ui_tickets_reply_send") }).click();
  await expect(page.getByText(text("b2b_ticket_reply_sent"))).toBeVisible();
  await expect(reply).toHaveValue("");
  await expect(page.getByText(MESSAGE).first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page
    .getByRole("region", { name: text("ui_tickets_attachments") })
    .getByRole("link", { name: text("ui_tickets_download", "el", { name: PHOTO.name }), exact: true })
    .last()
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(PHOTO.name);
  expect(await readFile(await saved.path())).toEqual(PHOTO.buffer);

  // Sent, the draft is gone: a reload shows an empty reply box.
  await page.reload();
  await expect(reply).toHaveValue("");
});
