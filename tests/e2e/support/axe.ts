import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, listing each rule
 * with the elements it flagged so the report says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // Only the violations are read: axe then skips building selectors and details for the passes,
  // incomplete and inapplicable results (axe-core's API, "Performance"); every rule still runs.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  expect(report, `axe on ${screen}`).toEqual([]);
}
