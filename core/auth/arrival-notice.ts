/**
 * What the sign-in page says when a public flow ends by sending the user there (spec: "the user goes
 * to /"): the flow's outcome travels as `?notice=<key>` so a full page load keeps it. Only these keys
 * are ever shown, so a crafted link cannot put arbitrary text on the sign-in page.
 */
export const ARRIVAL_NOTICES = {
  b2b_account_activated: "success",
  b2b_account_activated_trainee: "success",
  // An administrator's invitation, completed: the account is active at once (issue 35).
  b2b_invitation_accepted: "success",
  b2b_password_changed: "success",
  b2b_setpassword_link_invalid: "error",
} as const;

export type ArrivalNoticeKey = keyof typeof ARRIVAL_NOTICES;

export interface ArrivalNotice {
  readonly key: ArrivalNoticeKey;
  readonly type: "success" | "error";
}

export const ARRIVAL_NOTICE_PARAM = "notice";

const isArrivalNoticeKey = (key: string): key is ArrivalNoticeKey => Object.hasOwn(ARRIVAL_NOTICES, key);

/** The path to `/` carrying a notice (a key outside the list goes to a bare `/`). */
export function arrivalPath(key: string): string {
  return isArrivalNoticeKey(key) ? `/?${ARRIVAL_NOTICE_PARAM}=${key}` : "/";
}

/** The notice of a query string such as `?notice=b2b_password_changed`; undefined for anything else. */
export function arrivalNotice(search: string): ArrivalNotice | undefined {
  const key = new URLSearchParams(search).get(ARRIVAL_NOTICE_PARAM);
  return key !== null && isArrivalNoticeKey(key) ? { key, type: ARRIVAL_NOTICES[key] } : undefined;
}
