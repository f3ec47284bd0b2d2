import { join } from "node:path";
import { Hono } from "hono";
import {
  AvatarAnswer,
  ConfirmBody,
  PasswordChangeBody,
  PreferencesBody,
  ProfileDetailsBody,
  SessionsEndedAnswer,
  SuccessAnswer,
} from "../../../core/account/account-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { readFilePart } from "../../files/http/file-part";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody } from "../../http/validate";
import { saveAvatar } from "../services/avatar-upload";
import { disableOwnAccess } from "../services/disable-access";
import { tooManyAttempts } from "../../http/too-many-attempts";
import { changePassword } from "../services/password-change";
import { preferredLanguage, setPreferredLanguage } from "../services/preferences";
import { updateProfile } from "../services/profile-update";
import { deviceOf } from "./device";

/** /settings: the caller's own profile, picture, password, language, and closing their access. */
export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const context = (c: Parameters<typeof clientIp>[0]) => ({
    ip: clientIp(c, deps.config.trustProxy),
    device: deviceOf(c),
    now: deps.now(),
  });

  app.post(
    "/updateUserExtraDetails",
    describeRoute({
      summary:
        "Update the caller's own profile fields (spec 3, User); checked by core's profile rule. A new e-mail is used only once the link sent to it is followed (b2b_profile_saved_email_pending)",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: SuccessAnswer },
      errors: [401, 403, 422],
    }),
    jsonBody(ProfileDetailsBody),
    async (c) => {
      const { emailPending } = await updateProfile(deps.db, {
        userId: c.var.session.user.id,
        details: c.req.valid("json"),
        publicUrl: deps.config.publicUrl,
        ...context(c),
      });
      return c.json({
        status: "success" as const,
        message: emailPending ? "b2b_profile_saved_email_pending" : "b2b_profile_saved",
      });
    },
  );

  app.post(
    "/user/password",
    describeRoute({
      summary: "Change the caller's password (current one required); every other session of the caller ends",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: SessionsEndedAnswer },
      errors: [401, 403, 422, 429],
    }),
    jsonBody(PasswordChangeBody),
    async (c) => {
      const { user, sessionId } = c.var.session;
      const outcome = await changePassword(deps.db, {
        userId: user.id,
        sessionId,
        change: c.req.valid("json"),
        ...context(c),
      });
      if (!outcome.changed) return tooManyAttempts(c, outcome.retryAfterSeconds);
      return c.json({
        status: "success" as const,
        message: "b2b_password_changed_elsewhere",
        ended_sessions: outcome.endedSessions,
      });
    },
  );

  app.post(
    "/user/avatar",
    describeRoute({
      summary:
        "Replace the caller's avatar (multipart, part `file`; PNG, JPEG, WebP or GIF by its first bytes, at most 2 MB)",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: AvatarAnswer },
      errors: [400, 401, 403, 413, 422],
    }),
    async (c) => {
      const part = await readFilePart(c);
      const userId = c.var.session.user.id;
      const extension = await saveAvatar(deps.db, {
        avatarsDir: join(deps.config.dataDir, "avatars"),
        userId,
        file: part,
      });
      return c.json({ avatar: extension, url: `files/avatars/${userId}.${extension}` });
    },
  );

  app.get(
    "/user/preferences",
    describeRoute({
      summary: "The caller's language for what the portal sends them",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: PreferencesBody },
      errors: [401, 403],
    }),
    async (c) => c.json({ language: await preferredLanguage(deps.db, c.var.session.user.id) }),
  );

  app.post(
    "/user/preferences",
    describeRoute({
      summary: "Set the caller's language (el or en) for what the portal sends them",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: SuccessAnswer },
      errors: [401, 403, 422],
    }),
    jsonBody(PreferencesBody),
    async (c) => {
      await setPreferredLanguage(deps.db, c.var.session.user.id, c.req.valid("json").language);
      return c.json({ status: "success" as const, message: "b2b_language_saved" });
    },
  );

  app.post(
    "/disableUserAccess",
    describeRoute({
      summary:
        "Close the caller's own access (body { confirm: true }): the account is disabled and every session ends; only head office reopens it",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: SuccessAnswer },
      errors: [401, 403, 422],
    }),
    jsonBody(ConfirmBody),
    async (c) => {
      await disableOwnAccess(deps.db, { userId: c.var.session.user.id, ...context(c) });
      return c.json({ status: "success" as const, message: "b2b_access_disabled" });
    },
  );

  return app;
}
