import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

/** The rule sets the portal is held to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, listing each rule
 * with the elements it flagged so the report says what to fix.
 *
 * axe-core runs in the page itself: injected once per document and kept across the app's own
 * navigation, then one `axe.run` over the document. `@axe-core/playwright`'s AxeBuilder did the
 * same rules at about four times the cost (1.5 s a run on the dashboard against 0.35 s): it injected
 * axe into every frame at every run and finished each run in a new blank page. The app has no
 * frames, so nothing is left unchecked. Only the violations are read: axe then skips building
 * selectors and details for the passes, incomplete and inapplicable results (axe-core's API,
 * "Performance"); every rule still runs.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return found.violations;
  }, TAGS);
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  expect(report, `axe on ${screen}`).toEqual([]);
}
