import { defineArea } from "../areas/area";

/**
 * The head-office console (issue 35): setting up stores, companies and people without SQL, for
 * administrators only (the explicit right to administer, `users.administers`). Beyond the spec,
 * whose backend was someone else's (docs/decisions.md, "The head-office console"). Its first part
 * is the command that makes the first account (server/admin/cli/admin-cli.ts); its screens under
 * /admin and their calls under admin/ come with it.
 */
export const adminArea = defineArea({
  id: "admin",
  apiAreas: {},
  routes: [],
  menu: [],
  baseLoad: [],
});
