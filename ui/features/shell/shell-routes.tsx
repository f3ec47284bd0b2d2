/* oxlint-disable react/rules-of-hooks -- the bindings object is created once by the composition root and never changes, so its hooks are the same functions on every render. */
import { lazy, Suspense } from "react";
import { useParams } from "wouter";
import { sectionGap } from "../../components/page.css";
import { ApiDocsView } from "./api-docs/api-docs-view";
import { CustomPageView } from "./custom-page/custom-page-view";
import { DashboardView } from "./dashboard/dashboard-view";
import { useBindings } from "../../app/screen-bindings";

// Head office decides on every self-registered account and has no staff screen (spec 6), so its
// "waiting for approval" list sits on its dashboard; loaded only for those who see it.
const PendingAccountsCard = lazy(() =>
  import("../staff/staff-route").then((m) => ({ default: m.PendingAccountsCard })),
);

export function DashboardRoute() {
  const bindings = useBindings();
  const { state } = bindings.useSession();
  const approvesEveryRequest = state.status === "signedIn" && state.approvalRight === "every-request";
  return (
    <>
      <DashboardView state={bindings.useDashboard()} />
      {approvesEveryRequest ? (
        <Suspense fallback={null}>
          <div className={sectionGap}>
            <PendingAccountsCard port={bindings.staff} hideWhenEmpty />
          </div>
        </Suspense>
      ) : null}
    </>
  );
}

export function ApiDocsRoute() {
  return <ApiDocsView state={useBindings().useApiDocs()} />;
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
