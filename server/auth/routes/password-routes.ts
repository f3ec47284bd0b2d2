import { Hono } from "hono";
import * as Schema from "effect/Schema";
import type { Context } from "hono";
import { ForgotPasswordPayload } from "../../../core/schemas/auth-forms";
import { validateEmail } from "../../../core/validation/email";
import { validateForgotPasswordForm } from "../../../core/validation/forgot-password";
import { validatePassword } from "../../../core/validation/password";
import { isResetLinkOpen, resetPasswordWithLink } from "../services/password-reset/reset-password";
import { queueResetRequest, type ResetRequest } from "../services/password-reset/reset-requests";
import { RATE_LIMITS } from "../services/rate-limit/rate-limit-policies";
import { consumeRateLimit } from "../services/rate-limit/rate-limiter";
import { isTokenShaped } from "../services/verification/one-time-token";
import { Invalid, NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { firstValidationKey } from "../../http/first-validation-key";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { ForgotByEmailRequest, ResetPasswordRequest } from "../wire/registration-wire";
import { StatusAnswer } from "../wire/session-wire";
import { tooManyAttempts } from "../../http/too-many-attempts";
import { jsonBody, pathParams } from "../../http/validate";

/**
 * Forgotten passwords: ask for a reset link by phone or e-mail (the answer never tells whether an
 * account matched), and set a new password with the link, which ends every session of the account.
 */
export function passwordRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** Per-address and per-target limits of a forgot request; a Response when one is exceeded. */
  async function limitForgot(c: Context, target: string, now: Date): Promise<Response | undefined> {
    for (const [policy, subject] of [
      [RATE_LIMITS.forgotAddress, clientIp(c, deps.config.trustProxy) ?? "unknown"],
      [RATE_LIMITS.forgotTarget, target],
    ] as const) {
      const limited = await consumeRateLimit(deps.db, policy, subject, now);
      if (!limited.allowed) return tooManyAttempts(c, limited.retryAfterSeconds);
    }
    return undefined;
  }

  /**
   * The whole of a forgot request's own work: one queued row, whether or not an account matches, so
   * the answer and its timing are the same for both. The worker looks the account up and sends.
   */
  async function queueReset(c: Context, request: ResetRequest, now: Date): Promise<void> {
    await queueResetRequest(deps.db, request, { language: requestLanguage(c), now });
    deps.wakeResetRequests();
  }

  app.post(
    "/v2/auth/forgot-password",
    describeRoute({
      summary:
        "Ask for a reset link (valid 30 minutes) by SMS or e-mail; the same answer whether or not an account matches",
      tag: "password",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 422, 429],
    }),
    jsonBody(ForgotPasswordPayload),
    async (c) => {
      const body = c.req.valid("json");
      const invalid = firstValidationKey(validateForgotPasswordForm(body));
      if (invalid !== undefined) throw new Invalid(invalid);
      const now = deps.now();
      const countryCode = String(body.country_code);
      const byPhone = body.type === "phone";
      const target = byPhone ? `phone:${countryCode}:${body.value}` : `email:${body.value.toLowerCase()}`;
      const limited = await limitForgot(c, target, now);
      if (limited !== undefined) return limited;
      await queueReset(
        c,
        byPhone
          ? { channel: "sms", countryCode, mobile: body.value }
          : { channel: "email", email: body.value },
        now,
      );
      return c.json({ status: "success" as const, message: "b2b_forgot_password_sent" });
    },
  );

  app.post(
    "/auth/forgot/password",
    describeRoute({
      summary:
        "The older inline form: e-mail a reset link; the same answer whether or not an account matches",
      tag: "password",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 422, 429],
    }),
    jsonBody(ForgotByEmailRequest),
    async (c) => {
      const { email } = c.req.valid("json");
      const invalid = firstValidationKey({ email: validateEmail(email) });
      if (invalid !== undefined) throw new Invalid(invalid);
      const now = deps.now();
      const limited = await limitForgot(c, `email:${email.toLowerCase()}`, now);
      if (limited !== undefined) return limited;
      await queueReset(c, { channel: "email", email }, now);
      return c.json({ status: "success" as const, message: "b2b_reset_password_done" });
    },
  );

  app.get(
    "/auth/reset/password/:hash",
    describeRoute({
      summary:
        "Whether a reset link can still set a password (unused, not expired), asked before the form is shown",
      tag: "password",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [404],
    }),
    pathParams(Schema.Struct({ hash: Schema.String })),
    async (c) => {
      const { hash } = c.req.valid("param");
      const open = isTokenShaped(hash) && (await isResetLinkOpen(deps.db, hash, deps.now()));
      if (!open) throw new NotFound("b2b_reset_link_invalid");
      return c.json({ status: "success" as const, message: "b2b_reset_link_open" });
    },
  );

  app.post(
    "/auth/reset/password",
    describeRoute({
      summary: "Set a new password with a reset link (single use); every session of the account ends",
      tag: "password",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 422],
    }),
    jsonBody(ResetPasswordRequest),
    async (c) => {
      const body = c.req.valid("json");
      const invalid = firstValidationKey({ password: validatePassword(body.password) });
      if (invalid !== undefined) throw new Invalid(invalid);
      const done =
        isTokenShaped(body.hash) &&
        (await resetPasswordWithLink(deps.db, {
          token: body.hash,
          password: body.password,
          now: deps.now(),
        }));
      if (!done) throw new Invalid("b2b_reset_link_invalid");
      return c.json({ status: "success" as const, message: "b2b_password_changed" });
    },
  );

  return app;
}
