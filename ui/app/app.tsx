import { lazy, Suspense } from "react";
import { Redirect, Route, Router, Switch, useLocation, useSearch } from "wouter";
import { arrivalNotice } from "../../core/auth/arrival-notice";
import { LIST_DATE_FORMAT_SLASH, ROUTER_BASE } from "../../core/constants/portal-constants";
import { matchRoute } from "../../core/permissions/route-match";
import { routeAccess } from "../../core/permissions/route-access";
import { Loader } from "../components/loader";
import { DateFormatContext } from "../i18n/date-format-context";
import * as lazyRoutes from "./lazy-routes";
import { useResetByEmailFlow } from "../features/auth/flows/use-reset-by-email-flow";
import { useBindings } from "./screen-bindings";
import { useHeadOfficeCompany, useSessionView } from "../platform/session-view";
import { usePorts } from "../platform/ports";
import { AUTH_PORTS } from "../../machines/auth/public-flows-ports";
import { useView } from "../platform/view-store";
import { LoginView, type LoginEvent } from "../features/auth/login/login-view";
import { NoAccessView } from "../features/shell/no-access/no-access-view";

// The QA pages (trace replay, flow diagrams): their own chunk, shown in demo mode only (see dev-routes).
const DevRoutes = lazy(() => import("../features/dev/dev-routes").then((m) => ({ default: m.DevRoutes })));

// wouter wants the base without its trailing slash ("/portal").
const BASE = ROUTER_BASE.replace(/\/$/, "");

/** The app below the providers: the router and the guards of core/permissions. */
export function App() {
  return (
    <Router base={BASE}>
      <GuardedRoutes />
    </Router>
  );
}

/**
 * wouter's <Redirect> navigates once, when it mounts. Guards chain redirects (/calendar → / →
 * /dashboard, /no-such-page → /error → /), and each one renders a Redirect at the same place in the
 * tree, so React would keep the first one and the second navigation never happens (blank page).
 * Keying it on the target makes every new target a fresh Redirect that fires.
 */
function GuardRedirect({ to }: { to: string }) {
  return <Redirect key={to} to={to} replace />;
}

function LoginRoute() {
  const login = useView(useBindings().login);
  const resetByEmail = useResetByEmailFlow(usePorts(AUTH_PORTS));
  const send = (event: LoginEvent) => {
    if (event.type === "user.requestResetByEmail") resetByEmail.request(event.email);
    else login.send(event);
  };
  // A public flow that ended here (registration completed, password changed, a dead link) says so.
  const notice = arrivalNotice(useSearch());
  const arrival = notice === undefined ? undefined : { key: notice.key, tone: notice.type };
  return <LoginView state={{ ...login.state, arrival, resetByEmail: resetByEmail.state }} send={send} />;
}

function GuardedRoutes() {
  const headOfficeCompany = useHeadOfficeCompany();
  const { state: session, send } = useSessionView();
  const [location] = useLocation();

  if (location.startsWith("/dev/"))
    return (
      <Suspense fallback={<Loader />}>
        <DevRoutes />
      </Suspense>
    );
  if (session.status === "restoring") return <Loader />;
  if (session.status === "noAccess")
    return location === "/" ? (
      <NoAccessView onLogout={() => send({ type: "user.logout" })} />
    ) : (
      <GuardRedirect to="/" />
    );
  const permission = session.status === "signedIn" ? session.permission : null;
  const features = session.status === "signedIn" ? session.features : undefined;
  // A screen a deployment may switch on waits for the switch before it is opened or redirected.
  if (permission !== null && features === undefined && matchRoute(location)?.guard.kind === "switched")
    return <Loader />;
  const access = routeAccess(location, permission, headOfficeCompany, features);
  // Only a redirect carries a target (the verdict is read without its tag name, which lint flags).
  if ("to" in access) return <GuardRedirect to={access.to} />;
  const forbidden = Object.values(access).includes("Forbidden");

  if (matchRoute(location)?.guard.kind === "public") {
    return (
      <Suspense fallback={<Loader />}>
        <Switch>
          <Route path="/" component={LoginRoute} />
          <Route path="/register" component={lazyRoutes.RegisterRoute} />
          <Route path="/setpassword" component={lazyRoutes.CompleteRegistrationRoute} />
          <Route path="/resetpassword/:hash" component={lazyRoutes.ResetPasswordRoute} />
          <Route path="/resetpassword" component={lazyRoutes.ForgotPasswordRoute} />
          <Route path="/emailverify/:hash" component={lazyRoutes.EmailVerifyRoute} />
        </Switch>
      </Suspense>
    );
  }

  if (session.status !== "signedIn") return <GuardRedirect to="/" />;
  return (
    <DateFormatContext
      value={session.dateFormat ?? { datePattern: LIST_DATE_FORMAT_SLASH, timePattern: "HH:mm" }}
    >
      <Suspense fallback={<Loader />}>
        <lazyRoutes.SignedInArea shell={session.shell} send={send} forbidden={forbidden} />
      </Suspense>
    </DateFormatContext>
  );
}
