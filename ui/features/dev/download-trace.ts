/*
 * "Report a problem": the trace leaves the tab as a file download made from a Blob and an object
 * URL (no inline script, no data: URL, so the Content-Security-Policy has nothing to allow).
 */

/** `franchise-portal-trace-2026-05-01T09-15-00Z.json`: ISO 8601 time, colons as dashes for every OS. */
export function traceFileName(at: Date): string {
  const iso = at
    .toISOString()
    .replace(/\.\d{3}Z$/u, "Z")
    .replace(/:/gu, "-");
  return `franchise-portal-trace-${iso}.json`;
}

/** Saves `text` as a file called `name` through the browser's downloads. */
export function downloadTextFile(name: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later revoke leaves time for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Ctrl+Alt+R, or ⌘+Alt+R on a Mac (event.code: Alt changes the letter a Mac types). */
export function isReportShortcut(
  event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "code">,
): boolean {
  return (event.ctrlKey || event.metaKey) && event.altKey && !event.shiftKey && event.code === "KeyR";
}

/** For aria-keyshortcuts: both spellings, so assistive technology announces the one that applies. */
export const REPORT_SHORTCUT_ARIA = "Control+Alt+R Meta+Alt+R";

/** The shortcut as printed next to the menu item. */
export function reportShortcutLabel(platform: string): string {
  return /mac|iphone|ipad/iu.test(platform) ? "⌘+Alt+R" : "Ctrl+Alt+R";
}
