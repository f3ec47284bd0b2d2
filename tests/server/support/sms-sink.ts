import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { waitUntil } from "./smtp-sink";

/** An SMS as the gateway sink received it (the JSON body of README's gateway format). */
export interface ReceivedSms {
  readonly to: string;
  readonly text: string;
  readonly authorization: string | undefined;
}

export interface SmsSink {
  readonly url: string;
  readonly messages: ReceivedSms[];
  /** The HTTP status the sink answers; anything but 2xx is a failed send for the server. */
  status: number;
  readonly waitFor: (
    to: string,
    options?: { readonly after?: number; readonly timeoutMs?: number },
  ) => Promise<ReceivedSms>;
  readonly close: () => Promise<void>;
}

/** A loopback HTTP SMS gateway: `POST /sms {to, text}`; keeps what it accepts. */
export async function startSmsSink(): Promise<SmsSink> {
  const messages: ReceivedSms[] = [];
  const sink = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (sink.status >= 200 && sink.status < 300) {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { to: string; text: string };
        messages.push({ to: body.to, text: body.text, authorization: request.headers.authorization });
      }
      response.writeHead(sink.status, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(sink, {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    waitFor: (to: string, options: { readonly after?: number; readonly timeoutMs?: number } = {}) =>
      waitUntil(
        () => messages.slice(options.after ?? 0).find((m) => m.to === to),
        options.timeoutMs ?? 5000,
        `an SMS to ${to}`,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
