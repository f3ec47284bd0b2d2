import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { queryRows, sql } from "./support/query";
import { lastMessageTo, postJson, registerBody, tokenOf } from "./support/registration-flow";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("e-mail verification on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  async function verificationToken(mobile: string, email: string): Promise<string> {
    expect((await postJson(server, "auth/register", registerBody(mobile, { email }))).status).toBe(200);
    const mail = await lastMessageTo(server, email);
    expect(mail.links[1]).toMatch(new RegExp(`^${server.config.publicUrl}/portal/emailverify/`));
    return tokenOf(mail.links[1]);
  }

  it("verifies by POST with the hash, before the registration is completed", async () => {
    const token = await verificationToken("6950000001", "maria@example.com");
    expect(await postJson(server, "auth/verify/email", { hash: token })).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_email_verified" },
    });
  });

  it("a link works once: opened again by GET or POST it answers 422, and the first use stays recorded", async () => {
    const token = await verificationToken("6950000003", "eleni@example.com");
    const byGet = async () => {
      const response = await fetch(`${server.api}/auth/verify/email/${token}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await byGet()).toEqual({
      status: 200,
      body: { status: "success", message: "b2b_email_verified" },
    });
    server.clock.advance(60_000);
    const used = { status: 422, body: { status: "error", message: "b2b_email_verify_invalid" } };
    expect(await byGet()).toEqual(used);
    expect(await postJson(server, "auth/verify/email", { hash: token })).toMatchObject(used);
    const rows = await queryRows<{ verified_at: Date | string | null }>(
      server.server.database.db,
      sql`select verified_at from email_verifications where email = 'eleni@example.com'`,
    );
    expect(rows).toHaveLength(1);
    // The second and third opening did not move the moment the address was proven.
    expect(new Date(rows[0]?.verified_at ?? 0).getTime()).toBeLessThan(server.clock.now().getTime() - 30_000);
  });

  it("refuses an expired link (7 days) by GET and by POST", async () => {
    const token = await verificationToken("6950000002", "kostas@example.com");
    server.clock.advance(7 * 86_400_000 + 1000);
    const byGet = await fetch(`${server.api}/auth/verify/email/${token}`);
    expect({ status: byGet.status, body: await byGet.json() }).toEqual({
      status: 422,
      body: { status: "error", message: "b2b_email_verify_invalid" },
    });
    expect(await postJson(server, "auth/verify/email", { hash: token })).toMatchObject({
      status: 422,
      body: { status: "error", message: "b2b_email_verify_invalid" },
    });
  });
});
