/**
 * How a browser route is guarded:
 * - public: login and registration screens; a signed-in user is sent on to /dashboard;
 * - login: any signed-in user ("routes without a permission list need only a login");
 * - area: the roles of that API area and the user-type check;
 * - home: the route redirects to / for everyone;
 * - switched: a screen beyond the spec that a deployment turns on (`feature`); off, it redirects to /
 *   like a home route (the spec's behaviour); on, it is guarded like an area route;
 * - right: a screen beyond the spec for the holders of an explicit right (the head-office console's
 *   right to administer, issue 35), whatever their role: no role opens it, and nobody's role closes it.
 * An area's name is checked against the permission table by core/areas/areas.test.ts.
 */
export type RouteGuard =
  | { readonly kind: "public" }
  | { readonly kind: "login" }
  | { readonly kind: "area"; readonly area: string }
  | { readonly kind: "home" }
  | { readonly kind: "switched"; readonly area: string; readonly feature: PortalFeature }
  | { readonly kind: "right"; readonly right: PortalRight };

/** The explicit rights a route may ask for: each a grant of its own on the account (user/me). */
export type PortalRight = "administer";

/** The switches of GET auth/config's `features` (core/auth/auth-wire.ts). */
export type PortalFeature = "commerce_screens";
export type FeatureSwitches = Readonly<Partial<Record<PortalFeature, boolean>>>;

export interface RouteEntry {
  /** Path under the router base /portal/; a segment `:name` matches any one non-empty segment. */
  readonly pattern: string;
  readonly guard: RouteGuard;
}

export const PUBLIC: RouteGuard = { kind: "public" };
export const LOGIN: RouteGuard = { kind: "login" };
export const HOME: RouteGuard = { kind: "home" };
export const areaGuard = (name: string): RouteGuard => ({ kind: "area", area: name });
export const rightGuard = (right: PortalRight): RouteGuard => ({ kind: "right", right });
export const switchedGuard = (name: string, feature: PortalFeature): RouteGuard => ({
  kind: "switched",
  area: name,
  feature,
});
