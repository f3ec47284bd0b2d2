import { useEffect, useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { API_BASE_PATH } from "../../../core/constants/portal-constants";
import { roleFromUser } from "../../../core/permissions/role";
import { failureStatus } from "../../../machines/api-failure";
import type { ApiDocsViewState } from "../../features/shell/api-docs/api-docs-view";
import type { DashboardViewState } from "../../features/shell/dashboard/dashboard-view";
import { useDashboardData, type DashboardPort } from "../dashboard-data";
import { api } from "./api";
import { config } from "./outside-world";
import { session } from "./session-actor";
import { useSignedIn } from "./signed-in-actors";

/* The data of the shell's own screens: the dashboard's widgets and the API document. */

/** A server without the route (404) has nothing to show: the widget's empty state. */
const emptyWhenMissing = (error: unknown): never[] => {
  if (failureStatus(error) === 404) return [];
  throw error;
};

const dashboardPort: DashboardPort = {
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

export function useDashboard(): DashboardViewState {
  const user = useSelector(session, (s) => s.context.user);
  const actors = useSignedIn();
  const storeVersion = useSelector(actors?.storeSelection, (s) => s?.context.storeVersion ?? 0);
  const who = useMemo(() => ({ firstName: user?.f_name ?? "", role: roleFromUser(user) }), [user]);
  return useDashboardData(dashboardPort, who, storeVersion);
}

export function useApiDocs(): ApiDocsViewState {
  const documentUrl = `${config.host}${API_BASE_PATH}/openapi.json`;
  const [state, setState] = useState<ApiDocsViewState>({
    phase: "loading",
    document: undefined,
    documentUrl,
  });
  useEffect(() => {
    let live = true;
    api.openApiDocument().then(
      (document: unknown) => live && setState({ phase: "ready", document, documentUrl }),
      () => live && setState({ phase: "failed", document: undefined, documentUrl }),
    );
    return () => {
      live = false;
    };
  }, [documentUrl]);
  return state;
}
