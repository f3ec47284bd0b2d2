import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { ROUTE_TABLE } from "../../core/permissions/route-table";
import { Loader } from "../components/loader";
import { AppLayout } from "../layout/app-layout";
import type { ShellEvent, ShellViewState } from "../layout/shell-state";
import { ComingSoonView } from "../screens/coming-soon/coming-soon-view";
import { ErrorView } from "../screens/error/error-view";

const DashboardRoute = lazy(() =>
  import("./routes/signed-in-routes").then((m) => ({ default: m.DashboardRoute })),
);
const ApiDocsRoute = lazy(() =>
  import("./routes/signed-in-routes").then((m) => ({ default: m.ApiDocsRoute })),
);
const SettingsRoute = lazy(() =>
  import("./routes/signed-in-routes").then((m) => ({ default: m.SettingsRoute })),
);
const CustomPageRoute = lazy(() =>
  import("./routes/signed-in-routes").then((m) => ({ default: m.CustomPageRoute })),
);

const StaffRoute = lazy(() =>
  import("../screens/staff/staff-route").then((m) => ({ default: m.StaffRoute })),
);

const TicketsRoute = lazy(() =>
  import("../screens/tickets/ticket-list-routes").then((m) => ({ default: m.TicketsRoute })),
);
const OldTicketsRoute = lazy(() =>
  import("../screens/tickets/ticket-list-routes").then((m) => ({ default: m.OldTicketsRoute })),
);
const TicketDetailRoute = lazy(() =>
  import("../screens/tickets/ticket-detail-routes").then((m) => ({ default: m.TicketDetailRoute })),
);
const OldTicketDetailRoute = lazy(() =>
  import("../screens/tickets/ticket-detail-routes").then((m) => ({ default: m.OldTicketDetailRoute })),
);
const NewTicketRoute = lazy(() =>
  import("../screens/tickets/new-ticket-routes").then((m) => ({ default: m.NewTicketRoute })),
);
const NewOldTicketRoute = lazy(() =>
  import("../screens/tickets/new-ticket-routes").then((m) => ({ default: m.NewOldTicketRoute })),
);

/** Screens built in this release; every other signed-in route of the spec shows "coming soon". */
const BUILT = new Set([
  "/dashboard",
  "/api",
  "/settings",
  "/page/:id",
  "/error",
  "/tickets",
  "/tickets/:id",
  "/new_ticket",
  "/tickets_old",
  "/tickets_old/:id",
  "/new_ticket_old",
  "/users",
]);

const PLACEHOLDER_PATTERNS = ROUTE_TABLE.filter(
  (entry) => (entry.guard.kind === "login" || entry.guard.kind === "area") && !BUILT.has(entry.pattern),
).map((entry) => entry.pattern);

/** The placeholder's title: the route's first segment as a message key (ui_route_tickets, ...). */
export function placeholderTitleKey(pattern: string): string {
  const segment = pattern.split("/").find((part) => part !== "") ?? "";
  return `ui_route_${segment.replace(/-/g, "_")}`;
}

export interface SignedInAreaProps {
  readonly shell: ShellViewState;
  readonly send: (event: ShellEvent) => void;
  readonly forbidden: boolean;
}

/** Everything behind the sign-in: the layout and the screens inside it. */
export function SignedInArea({ shell, send, forbidden }: SignedInAreaProps) {
  return (
    <AppLayout state={shell} send={send}>
      <Suspense fallback={<Loader />}>
        {forbidden ? (
          <ErrorView kind="forbidden" />
        ) : (
          <Switch>
            <Route path="/dashboard" component={DashboardRoute} />
            <Route path="/api" component={ApiDocsRoute} />
            <Route path="/settings" component={SettingsRoute} />
            <Route path="/page/:id" component={CustomPageRoute} />
            <Route path="/tickets" component={TicketsRoute} />
            <Route path="/tickets/:id" component={TicketDetailRoute} />
            <Route path="/new_ticket" component={NewTicketRoute} />
            <Route path="/tickets_old" component={OldTicketsRoute} />
            <Route path="/tickets_old/:id" component={OldTicketDetailRoute} />
            <Route path="/new_ticket_old" component={NewOldTicketRoute} />
            <Route path="/users" component={StaffRoute} />
            {PLACEHOLDER_PATTERNS.map((pattern) => (
              <Route key={pattern} path={pattern}>
                <ComingSoonView titleKey={placeholderTitleKey(pattern)} />
              </Route>
            ))}
            <Route>
              <ErrorView />
            </Route>
          </Switch>
        )}
      </Suspense>
    </AppLayout>
  );
}
