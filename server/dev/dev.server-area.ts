import type { ServerArea } from "../http/server-area";
import { devRoutes } from "./routes/dev-routes";

/** Demo conveniences (the outbox); mounted only in demo mode, answering loopback peers only. */
export const devServerArea: ServerArea = { id: "dev", demoOnly: true, routes: devRoutes };
