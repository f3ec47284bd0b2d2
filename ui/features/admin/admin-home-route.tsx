import { Redirect } from "wouter";

/** /admin: the console opens on its stores, the first thing a new franchise group sets up. */
export function AdminHomeRoute() {
  return <Redirect to="/admin/stores" replace />;
}
