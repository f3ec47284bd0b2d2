import { API_BASE_PATH } from "../../../core/constants/portal-constants";
import { failureStatus } from "../../../machines/api-failure";
import type { DashboardPort } from "../dashboard-data";
import type { ApiDocsPort } from "../screen-bindings";
import { api } from "./api";
import { config } from "./outside-world";

/* The ports of the shell's own screens: the dashboard's widgets and the API document. */

/** A server without the route (404) has nothing to show: the widget's empty state. */
const emptyWhenMissing = (error: unknown): never[] => {
  if (failureStatus(error) === 404) return [];
  throw error;
};

export const dashboardPort: DashboardPort = {
  posts: () =>
    api.posts().then(
      (posts) =>
        // Core's widget rule takes posts in the order given; the newest first.
        [...posts].sort(
          (a, b) =>
            (b.from_stamp ?? b.c_stamp).epochMilliseconds - (a.from_stamp ?? a.c_stamp).epochMilliseconds,
        ),
      emptyWhenMissing,
    ),
  trainingMaterial: () => api.trainingMaterial().catch(emptyWhenMissing),
  now: () => import("../../../adapters/clock/clock").then((clock) => clock.createBrowserClock().now()),
};

/** The API page reads the server's OpenAPI document through the one HTTP client. */
export const apiDocsPort: ApiDocsPort = {
  documentUrl: `${config.host}${API_BASE_PATH}/openapi.json`,
  load: () => api.openApiDocument(),
};
