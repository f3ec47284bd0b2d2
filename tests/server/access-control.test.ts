import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import type { ApiArea } from "../../core/permissions/api-areas";
import type { Role } from "../../core/permissions/role";
import { isDomainError } from "../../server/domain-errors";
import { errorResponse } from "../../server/http/api-error";
import type { AppEnv, AuthSession } from "../../server/http/app-deps";
import { DOMAIN_ERROR_STATUS } from "../../server/http/domain-error-status";
import { requireArea } from "../../server/http/middleware/require-area";

/** requireArea throws the domain errors; createApp's onError answers them like this. */
function answeringDomainErrors(app: Hono<AppEnv>): Hono<AppEnv> {
  app.onError((error, c) => {
    if (isDomainError(error)) return errorResponse(c, DOMAIN_ERROR_STATUS[error._tag], error.key);
    throw error;
  });
  return app;
}

/** A router with one area-protected route behind a fake session, to test requireArea on its own. */
function appFor(area: ApiArea, session: Partial<AuthSession["permission"]> & { role: Role }) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("session", {
      permission: {
        azure: false,
        user: { id: 9, type: 2, company: "Other" },
        ...session,
      },
    } as AuthSession);
    await next();
  });
  app.get("/x", requireArea(area), (c) => c.json({ ok: true }));
  return answeringDomainErrors(app);
}

const status = async (app: Hono<AppEnv>) => (await app.request("/x")).status;

describe("requireArea reads core/permissions", () => {
  it("lets franchisee and store_manager use the licences area, not user or trainee", async () => {
    expect(
      await status(appFor("licenses", { role: "franchisee", user: { id: 2, type: 23, company: "F" } })),
    ).toBe(200);
    expect(await status(appFor("licenses", { role: "store_manager" }))).toBe(200);
    expect(await status(appFor("licenses", { role: "user" }))).toBe(403);
    expect(await status(appFor("licenses", { role: "trainee" }))).toBe(403);
  });

  it("applies the user-type check: greg-user must be type 2 of the head-office company", async () => {
    const ok = { role: "greg-user" as const, user: { id: 1, type: 2, company: HEAD_OFFICE_COMPANY } };
    expect(await status(appFor("posts", ok))).toBe(200);
    expect(await status(appFor("posts", { ...ok, user: { ...ok.user, company: "Other" } }))).toBe(403);
    expect(await status(appFor("posts", { ...ok, user: { ...ok.user, type: 23 } }))).toBe(403);
  });

  it("answers 403 with the error body", async () => {
    const response = await appFor("posts", { role: "trainee" }).request("/x");
    expect(await response.json()).toEqual({ status: "error", message: "b2b_forbidden" });
  });

  it("answers 401 when no session was set", async () => {
    const app = new Hono<AppEnv>();
    app.get("/x", requireArea("tickets"), (c) => c.json({ ok: true }));
    const response = await answeringDomainErrors(app).request("/x");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: "error", message: "b2b_unauthorized" });
  });
});
