import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typedNameForMessage } from "../../core/staff/typed-name";
import { availableDatabases } from "./support/database-targets";
import { queryRows, sql } from "./support/query";
import { selfRegister } from "./support/self-registration";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

/**
 * Issue 29 item 4: the names a stranger types at registration went verbatim into the approvers'
 * e-mails and SMS ("… Visit https://evil.example/login to approve …").
 */
describe.each(databases)("typed names in approvers' messages on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  it("shows the typed name only quoted and defanged inside the fixed sentence, with 'check with the person'", async () => {
    const first = "Visit https://evil.example/login to approve";
    const last = "or write to boss@evil.example";
    await selfRegister(server, "6911900001", { store: [4], first_name: first, last_name: last });
    const messages = await queryRows<{ channel: string; recipient: string; body: string }>(
      server.server.database.db,
      sql`select channel, recipient, body from outbox where body like '%evil%' and recipient <> '+306911900001' order by id`,
    );
    // Store 4's manager is told (by e-mail, or SMS without an address).
    expect(messages.length).toBeGreaterThan(0);
    const shown = typedNameForMessage(`${first} ${last}`);
    expect(shown).toContain("https[:]//evil[.]example/login");
    // The sentence, in the approver's language.
    const checks = ["Check with the person before approving", "Επιβεβαιώστε με το άτομο πριν την εγκρίνετε"];
    for (const message of messages) {
      // The portal's own link is the only one left.
      expect(message.body.replaceAll(server.config.publicUrl, "")).not.toMatch(/https?:\/\//u);
      expect(message.body).not.toContain("evil.example");
      expect(message.body).not.toMatch(/(?<!\[)@/u);
      expect(message.body).toContain(shown);
      expect(message.body).toMatch(/[«“][^»”]+[»”]/u);
      expect(checks.some((check) => message.body.includes(check))).toBe(true);
    }
  });
});
