import { Temporal } from "temporal-polyfill";

/** An ISO instant from the server as a Temporal.Instant; undefined when it is not one. */
export function parseInstant(text: string): Temporal.Instant | undefined {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return undefined;
  }
}
