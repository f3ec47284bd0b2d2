import { API_BASE_PATH } from "../../../core/constants/portal-constants";
import { failureStatus } from "../../../machines/api-failure";
import type { ShellPorts } from "../../features/shell/shell-ports-key";
import { api } from "./api";
import { config } from "./outside-world";
import { sessionStore } from "./session-view";

const selectedStore = (): number | undefined => {
  const { state } = sessionStore.getSnapshot();
  return state.status === "signedIn" ? state.shell.selectedStoreId : undefined;
};

/* The ports of the shell's own screens: the dashboard's widgets and the API document. */

/** A server without the route (404) has nothing to show: the widget's empty state. */
const emptyWhenMissing = (error: unknown): never[] => {
  if (failureStatus(error) === 404) return [];
  throw error;
};

const dashboard: ShellPorts["dashboard"] = {
  // The widget's posts of the store in view, chosen by the server with core's rule (GET posts?view=widget).
  posts: () =>
    api.posts(selectedStore()).then(
      (posts) =>
        posts.map((post) => ({
          ...post,
          imageUrl:
            post.header_image_url === null ? null : `${config.host}${API_BASE_PATH}/${post.header_image_url}`,
        })),
      emptyWhenMissing,
    ),
  trainingMaterial: () => api.trainingMaterial().catch(emptyWhenMissing),
  now: () => import("../../../adapters/clock/clock").then((clock) => clock.createBrowserClock().now()),
};

/** The shell's screens' ports; the API page reads the server's OpenAPI document through the one HTTP client. */
export const shellPorts: ShellPorts = {
  dashboard,
  apiDocs: {
    documentUrl: `${config.host}${API_BASE_PATH}/openapi.json`,
    load: () => api.openApiDocument(),
  },
};
