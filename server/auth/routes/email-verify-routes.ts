import * as Schema from "effect/Schema";
import { Hono } from "hono";
import type { Context } from "hono";
import { verifyEmailToken } from "../services/verification/email-verification";
import { isTokenShaped } from "../services/verification/one-time-token";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { HashRequest } from "../wire/registration-wire";
import { StatusAnswer } from "../wire/session-wire";
import { jsonBody, pathParams } from "../../http/validate";

/** E-mail verification by the link sent at registration (`/portal/emailverify/{hash}`). No login needed. */
export function emailVerifyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  async function verify(c: Context, hash: string): Promise<Response> {
    const verified = isTokenShaped(hash) && (await verifyEmailToken(deps.db, hash, deps.now()));
    if (!verified) throw new Invalid("b2b_email_verify_invalid");
    return c.json({ status: "success" as const, message: "b2b_email_verified" });
  }

  app.get(
    "/auth/verify/email/:hash",
    describeRoute({
      summary: "Verify an e-mail address by its link (single use: a used link answers 422)",
      tag: "registration",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [422],
    }),
    pathParams(Schema.Struct({ hash: Schema.String })),
    (c) => verify(c, c.req.valid("param").hash),
  );

  app.post(
    "/auth/verify/email",
    describeRoute({
      summary: "Verify an e-mail address by the hash of its link (single use)",
      tag: "registration",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 422],
    }),
    jsonBody(HashRequest),
    (c) => verify(c, c.req.valid("json").hash),
  );

  return app;
}
