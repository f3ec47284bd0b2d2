import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The yardstick of DESIGN.md's budget: plain node:http answering a fixed JSON body. */
export async function startBareServer(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bytes = Buffer.from(body, "utf8");
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
