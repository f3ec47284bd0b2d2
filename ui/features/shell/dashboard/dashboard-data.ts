import type { Temporal } from "temporal-polyfill";
import { dashboardWidgetsFor } from "../../../../core/permissions/dashboard-widgets";
import { useScreenLoad } from "../../../components/use-screen-load";
import type { DashboardPost, DashboardViewState, TrainingMaterialItem } from "./dashboard-view";

/** What the dashboard reads; the composition root fills it with the API client and the clock. */
export interface DashboardPort {
  /** GET posts, newest first; a server without the route gives an empty list. */
  readonly posts: () => Promise<readonly DashboardPost[]>;
  /** GET training_material; a server without the route gives an empty list. */
  readonly trainingMaterial: () => Promise<readonly TrainingMaterialItem[]>;
  /** "Now" for the post rule, from the clock adapter (loaded with the dashboard, not the login). */
  readonly now: () => Promise<Temporal.Instant>;
}

type Loaded = Pick<DashboardViewState, "now" | "posts" | "trainingMaterial">;

const NOTHING: Loaded = { now: undefined, posts: [], trainingMaterial: [] };

/**
 * The dashboard's widgets for the role (core's `dashboardWidgetsFor`), read through the screen's load
 * machine and read again whenever the selected store changes (`storeVersion`, spec 4 "Changing store").
 */
export function useDashboardData(
  port: DashboardPort,
  user: { readonly firstName: string; readonly role: unknown },
  storeVersion: number,
): DashboardViewState {
  const widgets = dashboardWidgetsFor(user.role);
  const wantsPosts = widgets.includes("posts");
  const wantsMaterial = widgets.includes("training-material");
  const view = useScreenLoad<Loaded>(async () => {
    const [posts, trainingMaterial, now] = await Promise.all([
      wantsPosts ? port.posts() : [],
      wantsMaterial ? port.trainingMaterial() : [],
      port.now(),
    ]);
    return { now, posts, trainingMaterial };
  }, [port, storeVersion, wantsPosts, wantsMaterial]);
  const data = view.phase === "ready" ? view.data : NOTHING;
  return { phase: view.phase, ...data, firstName: user.firstName, role: user.role };
}
