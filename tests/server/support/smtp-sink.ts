import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as the sink received it, with the text body decoded. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

export interface SmtpSink {
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** While true, every message is refused with 451 (a temporary failure), as a broken server would. */
  failing: boolean;
  /** Resolves with the first mail to `to` that arrives (or has arrived) after the given count. */
  readonly waitFor: (
    to: string,
    options?: { readonly after?: number; readonly timeoutMs?: number },
  ) => Promise<ReceivedMail>;
  readonly close: () => Promise<void>;
}

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sink = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to manage in tests.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (sink.failing) {
          const error = Object.assign(new Error("mailbox unavailable, try later"), { responseCode: 451 });
          callback(error);
          return;
        }
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), session.envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: (to: string, options: { readonly after?: number; readonly timeoutMs?: number } = {}) =>
      waitUntil(
        () => mails.slice(options.after ?? 0).find((m) => m.to.includes(to)),
        options.timeoutMs ?? 5000,
        `a mail to ${to}`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Polls until `find` returns (or resolves to) something; rejects after the timeout. */
export async function waitUntil<T>(
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function parseMail(
  raw: string,
  envelope: { mailFrom: false | { address: string }; rcptTo: readonly { address: string }[] },
): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? Buffer.from(
          body
            .replace(/=\r\n/g, "")
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8")
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return {
    from: envelope.mailFrom === false ? "" : envelope.mailFrom.address,
    to: envelope.rcptTo.map((r) => r.address),
    subject: header("Subject"),
    text: text.replace(/\r\n/g, "\n"),
  };
}
