import type { Database } from "../../db/database";
import { queueMessage } from "../outbox/queue-message";

/** A phone number as stored: country code and national number, digits only. */
export interface PhoneNumber {
  readonly countryCode: string;
  readonly mobile: string;
}

/** E.164 form, the form SMS gateways take: "+306900000001". */
export function e164(phone: PhoneNumber): string {
  return `+${phone.countryCode}${phone.mobile}`;
}

/**
 * Queues an SMS. Nothing is sent inside the request: the outbox row is the message, and the
 * dispatcher (when a gateway is configured) delivers it, retrying on failure.
 */
export function queueSms(
  db: Database,
  sms: {
    readonly to: PhoneNumber;
    readonly text: string;
    readonly links?: readonly string[];
    readonly now: Date;
  },
): Promise<number> {
  return queueMessage(db, {
    channel: "sms",
    recipient: e164(sms.to),
    subject: null,
    body: sms.text,
    links: sms.links ?? [],
    now: sms.now,
  });
}

/** Queues a plain-text e-mail (see queueSms). */
export function queueEmail(
  db: Database,
  mail: {
    readonly to: string;
    readonly subject: string;
    readonly text: string;
    readonly links?: readonly string[];
    readonly now: Date;
  },
): Promise<number> {
  return queueMessage(db, {
    channel: "email",
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    links: mail.links ?? [],
    now: mail.now,
  });
}
