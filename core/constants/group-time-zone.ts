/**
 * The group's time zone: every business date of the portal (a licence's expiry, a task's deadline,
 * an exam's window, the 30-day order boundary, meeting invitations) is a day of the calendar in
 * Greece, judged the same by the server and by the browser, wherever the browser's clock is set.
 */
export const GROUP_TIME_ZONE = "Europe/Athens";
