import { createMiddleware } from "hono/factory";

/**
 * Adds `Server-Timing: app;dur=<ms>` with the time the server spent on the request from this
 * middleware to the end of its handler (session check and queries included, socket time not). The
 * tickets benchmark reads it, so its figures are the server's own and not the client's round trip.
 * Put it first on a route to measure the whole route. Appended, so a handler's own metrics (the
 * search's per source) stay beside it.
 */
export function serverTiming() {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.append("Server-Timing", `app;dur=${(performance.now() - started).toFixed(2)}`);
  });
}
