import type { OutboxAttachment } from "../../db/schema/outbox";

/** One outbox message on its way out. */
export interface OutgoingMessage {
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly attachments?: readonly OutboxAttachment[];
}

/** Sends one message or throws; the dispatcher records either outcome. */
export type MessageSender = (message: OutgoingMessage) => Promise<void>;

/** The configured transports; a channel without one keeps its messages in the outbox only. */
export interface DeliverySenders {
  readonly email?: MessageSender;
  readonly sms?: MessageSender;
}
