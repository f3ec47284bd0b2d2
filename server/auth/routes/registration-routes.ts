import * as Schema from "effect/Schema";
import { Hono } from "hono";
import { CompleteRegistrationPayload, RegisterForm } from "../../../core/schemas/auth-forms";
import { RegisteredData } from "../../../core/schemas/registered-data";
import { validateTerms } from "../../../core/validation/complete-registration";
import { validatePassword } from "../../../core/validation/password";
import { validateRegisterForm } from "../../../core/validation/register-form";
import { validateVerificationCode } from "../../../core/validation/verification-code";
import { hashPassword } from "../services/session/password";
import { RATE_LIMITS } from "../services/rate-limit/rate-limit-policies";
import { consumeRateLimit } from "../services/rate-limit/rate-limiter";
import { acceptInvitation, isInvitation } from "../services/registration/accept-invitation";
import { activateRegistration } from "../services/registration/activate-registration";
import { checkVerificationCode } from "../services/registration/check-code";
import { findOpenRegistration } from "../services/registration/open-registration";
import { REGISTRANT_ACCOUNTS } from "../services/registration/registrant-account";
import { registeredData } from "../services/registration/registered-data";
import { registerApplicant } from "../services/registration/register-applicant";
import { checkRegistrationReferences, distinctIds } from "../services/registration/registration-references";
import { sendVerificationCode } from "../services/registration/send-code";
import { codeKeyFrom } from "../services/verification/verification-code";
import { Invalid, NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { firstValidationKey } from "../../http/first-validation-key";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { HashRequest } from "../wire/registration-wire";
import { StatusAnswer } from "../wire/session-wire";
import { tooManyAttempts } from "../../http/too-many-attempts";
import { jsonBody, pathParams } from "../../http/validate";
import { registrationNextSteps } from "../../../core/auth/registration-next-steps";

/**
 * Self-registration (spec sections 4-5): register, read the registration back by its link, get an
 * SMS code, activate with the code and a password. No login needed.
 */
export function registrationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const codeKey = codeKeyFrom(deps.signingSecret);

  app.post(
    "/auth/register",
    describeRoute({
      summary:
        "Register (stores as ids). The answer is the same whether or not the mobile has an account; the link to complete the registration goes by SMS (and e-mail)",
      tag: "registration",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 422, 429],
    }),
    jsonBody(RegisterForm),
    async (c) => {
      const form = c.req.valid("json");
      const invalid = firstValidationKey(validateRegisterForm(form));
      if (invalid !== undefined) throw new Invalid(invalid);
      const account = REGISTRANT_ACCOUNTS[form.role];
      const references = {
        storeIds: account.keepsStores ? distinctIds(form.store) : [],
        jobPositionId: account.keepsStores ? (form.job_position ?? null) : null,
      };
      const checked = await checkRegistrationReferences(deps.db, references);
      if (!checked.ok) throw new Invalid(checked.key);
      const now = deps.now();
      const countryCode = String(form.country_code);
      for (const [policy, subject] of [
        [
          { ...RATE_LIMITS.registerAddress, limit: deps.config.registrationsPerAddressPerHour },
          clientIp(c, deps.config.trustProxy) ?? "unknown",
        ],
        [RATE_LIMITS.registerMobile, `${countryCode}:${form.mobile}`],
      ] as const) {
        const limited = await consumeRateLimit(deps.db, policy, subject, now);
        if (!limited.allowed) return tooManyAttempts(c, limited.retryAfterSeconds);
      }
      await registerApplicant(
        { db: deps.db, publicUrl: deps.config.publicUrl, language: requestLanguage(c), now },
        {
          firstName: form.first_name.trim(),
          lastName: form.last_name.trim(),
          gender: form.gender,
          countryCode,
          mobile: form.mobile,
          email: form.email === undefined || form.email === "" ? null : form.email,
          isTrainee: account.isTrainee,
          ...references,
        },
      );
      return c.json({ status: "success" as const, message: "b2b_register_success" });
    },
  );

  app.get(
    "/auth/registered/data/:hash",
    describeRoute({
      summary: "The registration of a set-password link (stores and job position by name)",
      tag: "registration",
      auth: "none",
      success: { status: 200, schema: RegisteredData },
      errors: [404],
    }),
    pathParams(Schema.Struct({ hash: Schema.String })),
    async (c) => {
      const registration = await findOpenRegistration(deps.db, c.req.valid("param").hash, deps.now());
      if (registration === undefined) throw new NotFound("b2b_not_found");
      return c.json(await registeredData(deps.db, registration, requestLanguage(c)));
    },
  );

  app.post(
    "/auth/verify/mobile",
    describeRoute({
      summary:
        "Send a 6-digit code by SMS for a registration (valid 10 minutes; at most one send per 30 s and 5 per hour)",
      tag: "registration",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 404, 422, 429],
    }),
    jsonBody(HashRequest),
    async (c) => {
      const now = deps.now();
      const registration = await findOpenRegistration(deps.db, c.req.valid("json").hash, now);
      if (registration === undefined) throw new NotFound("b2b_not_found");
      const outcome = await sendVerificationCode(
        { db: deps.db, codeKey, language: requestLanguage(c), now },
        registration,
      );
      if (!outcome.sent) return tooManyAttempts(c, outcome.retryAfterSeconds);
      return c.json({ status: "success" as const, message: "b2b_code_sent" });
    },
  );

  app.post(
    "/auth/activate",
    describeRoute({
      summary:
        "Complete a registration with the SMS code and a password; a wrong code counts one of 5 tries, then a new code must be sent",
      tag: "registration",
      auth: "none",
      success: { status: 200, schema: StatusAnswer },
      errors: [400, 404, 409, 422],
    }),
    jsonBody(CompleteRegistrationPayload),
    async (c) => {
      const body = c.req.valid("json");
      const invalid = firstValidationKey({
        password: validatePassword(body.password),
        terms: validateTerms(body.terms),
        code: validateVerificationCode(body.code),
      });
      if (invalid !== undefined) throw new Invalid(invalid);
      const now = deps.now();
      const registration = await findOpenRegistration(deps.db, body.hash, now);
      if (registration === undefined) throw new NotFound("b2b_not_found");
      const check = await checkVerificationCode(deps.db, {
        codeKey,
        registrationId: registration.id,
        code: body.code,
        now,
      });
      if (check === "no-code") throw new Invalid("b2b_code_expired");
      if (check === "wrong") throw new Invalid("b2b_wrong_code");
      const passwordHash = await hashPassword(body.password);
      // An administrator's invitation activates the account it names; a self-registration waits for approval.
      if (isInvitation(registration)) {
        await acceptInvitation(deps.db, {
          registration,
          passwordHash,
          consentEmail: body.consent_email,
          now,
        });
        return c.json({ status: "success" as const, message: "b2b_invitation_accepted" as const });
      }
      await activateRegistration(deps.db, {
        registration,
        passwordHash,
        consentEmail: body.consent_email,
        publicUrl: deps.config.publicUrl,
        now,
      });
      return c.json({
        status: "success" as const,
        message: registrationNextSteps(registration.isTrainee).activated,
      });
    },
  );

  return app;
}
