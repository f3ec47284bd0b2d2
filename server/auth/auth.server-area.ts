import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { actingAsRoutes } from "./routes/acting-as-routes";
import { corporateRoutes } from "./routes/corporate-routes";
import { emailVerifyRoutes } from "./routes/email-verify-routes";
import { passwordRoutes } from "./routes/password-routes";
import { registrationRoutes } from "./routes/registration-routes";
import { sessionRoutes } from "./routes/session-routes";
import { userRoutes } from "./routes/user-routes";
import { canActAs } from "../../core/permissions/header-rules";

/** The signed-in caller's own calls; sign-in, refresh, registration and resets are public. */
const SESSION_PATHS = ["/v2/logs/logout", "/employees", "/auth/act-as", "/user/me"];

/** Sign-in (password, corporate), refresh, logout, registration, password reset, e-mail check, acting-as. */
export const authServerArea: ServerArea = {
  id: "auth",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, SESSION_PATHS, requireSession(deps));
    for (const routes of [
      sessionRoutes,
      corporateRoutes,
      registrationRoutes,
      passwordRoutes,
      emailVerifyRoutes,
      actingAsRoutes,
      userRoutes,
    ])
      router.route("/", routes(deps));
    return router;
  },
  // Acting as someone else: the header's rule on the account's record (spec 6).
  recordRules: {
    "GET /employees": (a) => !canActAs(a),
    "POST /auth/act-as": (a) => !canActAs(a),
  },
};
