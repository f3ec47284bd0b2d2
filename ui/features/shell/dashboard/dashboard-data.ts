import { useEffect, useState } from "react";
import type { Temporal } from "temporal-polyfill";
import { dashboardWidgetsFor } from "../../../../core/permissions/dashboard-widgets";
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

type Loaded = Pick<DashboardViewState, "phase" | "now" | "posts" | "trainingMaterial">;

const LOADING: Loaded = { phase: "loading", now: undefined, posts: [], trainingMaterial: [] };

/**
 * The dashboard's widgets for the role (core's `dashboardWidgetsFor`), loaded again whenever the
 * selected store changes (`storeVersion`, spec 4 "Changing store").
 */
export function useDashboardData(
  port: DashboardPort,
  user: { readonly firstName: string; readonly role: unknown },
  storeVersion: number,
): DashboardViewState {
  const widgets = dashboardWidgetsFor(user.role);
  const wantsPosts = widgets.includes("posts");
  const wantsMaterial = widgets.includes("training-material");
  // What was loaded, for which store version: a newer version shows the loader until its data is in.
  const key = `${storeVersion}:${wantsPosts}:${wantsMaterial}`;
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly data: Loaded }>();

  useEffect(() => {
    let live = true;
    Promise.all([
      wantsPosts ? port.posts() : [],
      wantsMaterial ? port.trainingMaterial() : [],
      port.now(),
    ]).then(
      ([posts, trainingMaterial, now]) =>
        live && setLoaded({ key, data: { phase: "ready", now, posts, trainingMaterial } }),
      () => live && setLoaded({ key, data: { ...LOADING, phase: "failed" } }),
    );
    return () => {
      live = false;
    };
  }, [port, key, wantsPosts, wantsMaterial]);

  const data = loaded?.key === key ? loaded.data : LOADING;
  return { ...data, firstName: user.firstName, role: user.role };
}
