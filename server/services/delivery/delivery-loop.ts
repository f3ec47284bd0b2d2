import type { AppConfig } from "../../config/app-config";
import type { Database } from "../../db/database";
import { startPollLoop } from "../background/poll-loop";
import type { DeliverySenders } from "./delivery-senders";
import { dispatchOutbox } from "./outbox-dispatcher";
import { createSmsSender } from "./sms-sender";
import { createSmtpSender } from "./smtp-sender";

export interface DeliveryLoop {
  /** Stops polling and waits for a dispatch in progress, so the database can be closed after. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts the dispatcher when SMTP_URL or SMS_GATEWAY_URL is set (in demo mode too: then messages are
 * in the outbox and delivered). It polls the outbox every OUTBOX_POLL_MS; requests only write rows,
 * so they never wait on a mail server or a gateway. Null when nothing is configured: messages stay
 * in the outbox (demo mode shows them at GET dev/outbox).
 */
export function startDeliveryLoop(options: {
  readonly config: AppConfig;
  readonly db: Database;
  readonly now: () => Date;
  readonly logError: (message: string, error: unknown) => void;
}): DeliveryLoop | null {
  const { config } = options;
  const smtp = config.smtpUrl === undefined ? undefined : createSmtpSender(config.smtpUrl, config.mailFrom);
  const senders: DeliverySenders = {
    ...(smtp === undefined ? {} : { email: smtp.send }),
    ...(config.smsGatewayUrl === undefined
      ? {}
      : { sms: createSmsSender(config.smsGatewayUrl, config.smsGatewayToken) }),
  };
  if (senders.email === undefined && senders.sms === undefined) return null;

  const loop = startPollLoop(() => dispatchOutbox(options.db, senders, options.now(), options.logError), {
    intervalMs: config.outboxPollMs,
    onError: (error) => options.logError("outbox dispatch", error),
  });
  return {
    stop: async () => {
      await loop.stop();
      smtp?.close();
    },
  };
}
