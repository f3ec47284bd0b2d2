import { defineArea } from "../areas/area";
import { rightGuard } from "../permissions/route-entry";

/**
 * The head-office console (issue 35): setting up stores, companies and people without SQL, for
 * administrators only (the explicit right to administer, `users.administers`), whatever their role.
 * Beyond the spec, whose backend was someone else's (docs/decisions.md, "The head-office console").
 * Its first part is the command that makes the first account (server/admin/cli/admin-cli.ts); its
 * screens are /admin/… (ui/features/admin/) and its calls admin/… (server/admin/).
 */
export const adminArea = defineArea({
  id: "admin",
  apiAreas: {},
  routes: [
    { pattern: "/admin", guard: rightGuard("administer") },
    { pattern: "/admin/stores", guard: rightGuard("administer") },
    { pattern: "/admin/companies", guard: rightGuard("administer") },
    { pattern: "/admin/users", guard: rightGuard("administer") },
  ],
  menu: [],
  rightMenu: [{ name: "admin", path: "/admin/stores", right: "administer" }],
  baseLoad: [],
});
