/* oxlint-disable react/rules-of-hooks -- the bindings object is created once by the composition root and never changes, so its hooks are the same functions on every render. */
import { useParams } from "wouter";
import { ApiDocsView } from "../../screens/api-docs/api-docs-view";
import { CustomPageView } from "../../screens/custom-page/custom-page-view";
import { DashboardView } from "../../screens/dashboard/dashboard-view";
import { SettingsView } from "../../screens/settings/settings-view";
import { useBindings } from "../screen-bindings";

export function DashboardRoute() {
  return <DashboardView state={useBindings().useDashboard()} />;
}

export function ApiDocsRoute() {
  return <ApiDocsView state={useBindings().useApiDocs()} />;
}

export function SettingsRoute() {
  const { state } = useBindings().useSession();
  return <SettingsView profile={state.status === "signedIn" ? state.profile : undefined} />;
}

export function CustomPageRoute() {
  const { id = "" } = useParams<{ id: string }>();
  const { state } = useBindings().useSession();
  return (
    <CustomPageView
      identifier={decodeURIComponent(id)}
      pages={state.status === "signedIn" ? state.pages : []}
    />
  );
}
