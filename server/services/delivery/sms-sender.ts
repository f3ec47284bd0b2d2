import type { MessageSender } from "./delivery-senders";

/**
 * SMS through an HTTP gateway (README): `POST SMS_GATEWAY_URL` with the JSON body
 * `{ "to": "+306900000001", "text": "…" }` and, when SMS_GATEWAY_TOKEN is set,
 * `Authorization: Bearer <token>`. Any 2xx answer is a sent message; anything else, a network
 * error or 10 s without an answer is a failure the dispatcher retries.
 */
export function createSmsSender(gatewayUrl: string, token: string | undefined): MessageSender {
  return async (message) => {
    const response = await fetch(gatewayUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ to: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    // The body is not needed, but must be read so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}
