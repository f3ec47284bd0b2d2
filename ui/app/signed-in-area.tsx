import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { ROUTE_TABLE } from "../../core/permissions/route-table";
import { Loader } from "../components/loader";
import { ComingSoonView } from "../features/shell/coming-soon/coming-soon-view";
import { ErrorView } from "../features/shell/error/error-view";
import { AppLayout } from "../layout/app-layout";
import type { ShellEvent, ShellViewState } from "../layout/shell-state";
import { screenOf } from "./feature-screens";

/**
 * The signed-in routes of the route table (built from the areas' manifests), each with its area's
 * screen (ui/features/<area>/<area>.screens.ts) or, where the area has not built it yet, "coming soon".
 */
const SIGNED_IN_ROUTES = ROUTE_TABLE.filter(
  (entry) => entry.guard.kind !== "public" && entry.guard.kind !== "home",
).map((entry) => ({ pattern: entry.pattern, screen: screenOf(entry.pattern) }));

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
            {SIGNED_IN_ROUTES.map(({ pattern, screen }) =>
              screen === undefined ? (
                <Route key={pattern} path={pattern}>
                  <ComingSoonView titleKey={placeholderTitleKey(pattern)} />
                </Route>
              ) : (
                <Route key={pattern} path={pattern} component={screen} />
              ),
            )}
            <Route>
              <ErrorView />
            </Route>
          </Switch>
        )}
      </Suspense>
    </AppLayout>
  );
}
