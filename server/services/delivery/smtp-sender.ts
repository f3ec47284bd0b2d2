import { createTransport } from "nodemailer";
import type { MessageSender } from "./delivery-senders";

/**
 * E-mail through SMTP, configured by SMTP_URL (`smtp://user:pass@host:port`, or `smtps://` for TLS
 * from the start; plain smtp upgrades with STARTTLS when the server offers it). Timeouts are short:
 * the dispatcher retries later, so a stuck server must not hold a send for minutes.
 */
export function createSmtpSender(smtpUrl: string, from: string): { send: MessageSender; close: () => void } {
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    send: async (message) => {
      await transport.sendMail({
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.body,
        attachments: (message.attachments ?? []).map((file) => ({ ...file })),
      });
    },
    close: () => transport.close(),
  };
}
