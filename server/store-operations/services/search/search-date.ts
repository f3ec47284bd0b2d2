/** A record's ISO date (`2026-05-01`) as the lists and reminders show it: `01/05/2026`. */
export function searchDate(iso: string): string {
  const [yyyy = "", mm = "", dd = ""] = iso.split("-");
  return `${dd}/${mm}/${yyyy}`;
}
