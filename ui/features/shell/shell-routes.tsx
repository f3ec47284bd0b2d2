import { lazy, Suspense, useMemo } from "react";
import { rolesForArea } from "../../../core/permissions/api-areas";
import { roleListIncludes } from "../../../core/permissions/role";
import { sectionGap } from "../../components/page.css";
import { preloadedLazy } from "../../components/preloaded-lazy";
import { figuresGap } from "./dashboard/dashboard.css";
import { ApiDocsView } from "./api-docs/api-docs-view";
import { DashboardView } from "./dashboard/dashboard-view";
import { useDashboardData } from "./dashboard/dashboard-data";
import { usePorts } from "../../platform/ports";
import { useSessionView } from "../../platform/session-view";
import { SHELL_PORTS } from "./shell-ports-key";
import { useApiDocs } from "./api-docs/use-api-docs";

// Head office decides on every self-registered account and has no staff screen (spec 6), so its
// "waiting for approval" list sits on its dashboard; loaded only for those who see it.
const PendingAccountsCard = lazy(() =>
  import("../staff/staff-route").then((m) => ({ default: m.DashboardPendingAccountsCard })),
);

// The store figures (receipts, unpaid invoices, recent orders) for the commerce area's roles. Their
// code is fetched with the first screen's (ui/app/root/first-screen-code.ts); preloaded here, when
// this module runs, the card renders without suspending (ui/components/preloaded-lazy.ts).
const StoreFiguresWidget = preloadedLazy(() =>
  import("../commerce/store-figures-widget").then((m) => ({ default: m.StoreFiguresWidget })),
);
StoreFiguresWidget.preload().catch(() => undefined);

// Head office's table of every store's expiring licences and overdue maintenance (issue 17).
const ComplianceOverviewCard = lazy(() =>
  import("../store-operations/compliance-overview-card").then((m) => ({ default: m.ComplianceOverviewCard })),
);

export function DashboardRoute() {
  const ports = usePorts(SHELL_PORTS);
  const { state } = useSessionView();
  const signedIn = state.status === "signedIn" ? state : undefined;
  const approvesEveryRequest = signedIn?.approvalRight === "every-request";
  const firstName = signedIn?.profile?.f_name ?? "";
  const role = signedIn?.permission.role;
  const who = useMemo(() => ({ firstName, role }), [firstName, role]);
  const dashboard = useDashboardData(ports.dashboard, who, signedIn?.storeVersion ?? 0);
  return (
    <>
      <DashboardView
        state={dashboard}
        lead={
          role !== undefined && roleListIncludes(rolesForArea("commerce"), role) ? (
            <Suspense fallback={null}>
              <div className={figuresGap}>
                <StoreFiguresWidget />
              </div>
            </Suspense>
          ) : null
        }
      />
      {approvesEveryRequest ? (
        <Suspense fallback={null}>
          <div className={sectionGap}>
            <PendingAccountsCard />
          </div>
          <div className={sectionGap}>
            <ComplianceOverviewCard />
          </div>
        </Suspense>
      ) : null}
    </>
  );
}

export function ApiDocsRoute() {
  return <ApiDocsView state={useApiDocs(usePorts(SHELL_PORTS).apiDocs)} />;
}
