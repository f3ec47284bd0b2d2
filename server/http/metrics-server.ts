import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Metrics } from "../services/metrics/metrics";

/**
 * METRICS_PORT: /metrics without a token on a listener of its own, bound to METRICS_HOST (a private
 * address the scraper reaches and the public does not). Nothing else is served there.
 */
export async function startMetricsServer(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<{ readonly port: number; readonly close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" })
          .end(text),
      () => response.writeHead(500, { "Content-Type": "text/plain" }).end("metrics failed"),
    );
  });
  await new Promise<void>((listening) => server.listen(port, host, listening));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
