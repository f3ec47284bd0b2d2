import type { FlowMessage } from "../../../../machines/api-failure";
import type { ServerMessage } from "../../../components/status-message";

/** A machine's message (the server's key with its status as the type) as the views show it. */
export function serverMessage(message: FlowMessage | undefined): ServerMessage | undefined {
  return message === undefined ? undefined : { key: message.key, tone: message.type };
}
