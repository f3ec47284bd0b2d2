import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Readiness } from "../../services/health/readiness";
import type { Metrics } from "../../services/metrics/metrics";
import { bearerToken } from "../middleware/require-session";

/**
 * What the people who run the portal ask of each instance, outside the API and without sign-in:
 * GET /healthz (the process answers: for a liveness probe), GET /readyz (it can take traffic: for the
 * load balancer and a readiness probe; 503 names the failing part and nothing else) and, when
 * METRICS_TOKEN is set, GET /metrics with that bearer token (Prometheus text; 401 without it, 404
 * when metrics are off).
 */
export function operationsRoutes(options: {
  readonly readiness: Readiness;
  readonly metrics: Metrics;
  readonly metricsToken: string | undefined;
}): Hono {
  const app = new Hono();
  // A probe's answer is about this instant only: no cache in between may keep it.
  for (const path of ["/healthz", "/readyz", "/metrics"])
    app.use(path, async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    });
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const failing = await options.readiness.check();
    return failing.length === 0 ? c.json({ status: "ready" }) : c.json({ status: "not_ready", failing }, 503);
  });
  app.get("/metrics", async (c) => {
    if (options.metricsToken === undefined) return c.text("Not found", 404);
    const given = bearerToken(c.req.header("Authorization"));
    if (given === null || !sameSecret(given, options.metricsToken))
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    return metricsAnswer(options.metrics);
  });
  return app;
}

/** The registry's text, as Prometheus scrapes it (also served on METRICS_PORT). */
export async function metricsAnswer(metrics: Metrics): Promise<Response> {
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
