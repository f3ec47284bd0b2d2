import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parseTraceText } from "../../core/traces/decode-trace";
import { ACCOUNTS } from "./support/accounts";
import { at, signIn } from "./support/session";
import { text } from "./support/texts";

/*
 * Issue #42: a request the real server refuses (a custom page that does not exist: 404) shows its
 * error screen with the answer's X-Request-Id, and "Report a problem" saves a trace whose failed
 * load carries the same id, so a person can quote it and an operator can find it in the log.
 */

const MISSING = "no-such-page-42";

test("an error screen shows the failed request's id, and the saved trace carries it", async ({ page }) => {
  await signIn(page, ACCOUNTS.staff);
  const refused = page.waitForResponse((answer) => answer.url().includes(`/pages/${MISSING}`));
  // Inside the app, as a link would (a page load would start a new recording).
  await page.evaluate(
    (target) => {
      window.history.pushState(null, "", target);
      window.dispatchEvent(new PopStateEvent("popstate"));
    },
    at(`/page/${MISSING}`),
  );
  const answer = await refused;
  expect(answer.status()).toBe(404);
  const id = answer.headers()["x-request-id"] ?? "";
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u);

  const alert = page.getByRole("alert").filter({ hasText: text("ui_info_load_failed") });
  await expect(alert).toContainText(text("ui_request_id", "el", { id }));

  const saved = page.waitForEvent("download");
  await page.keyboard.press("Control+Alt+KeyR");
  const decoded = parseTraceText(readFileSync(await (await saved).path(), "utf8"));
  if (!decoded.ok) throw new Error(`${decoded.key}: ${decoded.message}`);
  const failed = decoded.trace.entries.filter(
    (entry) => entry.kind === "actor.error" && entry.machine.id === "screenLoad",
  );
  expect(failed).toContainEqual(expect.objectContaining({ actorId: "load", requestId: id }));
});
