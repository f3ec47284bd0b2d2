import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, newKey, savePayload } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

interface Row {
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
}

const MANAGER_EMAIL = "n.alexiou@konstantinou-estiasi.example.com";
const TRAINEE_EMAIL = "k.ioannou@konstantinou-estiasi.example.com";
const PENDING_EMAIL = "neos.ypallilos@example.gr";

/**
 * Issue 20, item 4: a new ticket is told to those who may act on it by the permission table (not
 * the trainee of the store, not an account waiting for approval), and the reporter is told of every
 * reply and status change someone else makes, once each.
 */
describe.each(databases)("ticket notices reach those who may act, on $name", (target) => {
  let server: TestServer;
  let manager = "";
  let headOffice = "";
  const outboxAfter = async (last: number) =>
    queryRows<Row>(
      server.server.database.db,
      sql`select recipient, subject, body from outbox where id > ${last} order by id`,
    );
  const lastOutboxId = async () => {
    const [{ last = 0 } = {}] = await queryRows<{ last: number }>(
      server.server.database.db,
      sql`select coalesce(max(id), 0)::int as last from outbox`,
    );
    return last;
  };
  const newTicket = async (title: string) => {
    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([], title),
    });
    expect(saved.status).toBe(201);
    return saved.body["ticket_id"] as number;
  };

  beforeAll(async () => {
    server = await startTestServer(target);
    manager = (await loginTokens(server.api, "6900000003")).access_token;
    headOffice = (await loginTokens(server.api, "6900000001")).access_token;
    // An account registered minutes ago that somehow sits in store 1 while it waits for approval.
    await queryRows(
      server.server.database.db,
      sql`with u as (
            insert into users (mobile, f_name, l_name, gender, email, type, role, status)
            values ('6900000999', 'Νέος', 'Υπάλληλος', 1, ${PENDING_EMAIL}, 2, 'user', 'pending')
            returning id)
          insert into user_stores (user_id, store_id) select id, 1 from u returning user_id`,
    );
  });
  afterAll(() => server.stop());

  it("a new ticket is not e-mailed to the trainee nor to an account waiting for approval", async () => {
    const ticketId = await newTicket("Ο καταψύκτης κάνει θόρυβο");
    const last = await lastOutboxId();
    const sent = await call(server.api, "sendTicketEmailsAfterSave", {
      token: manager,
      body: { ticket_id: ticketId },
    });
    expect(sent.status).toBe(202);
    const recipients = (await outboxAfter(last)).map((r) => r.recipient.toLowerCase());
    expect(recipients).toContain(MANAGER_EMAIL);
    expect(recipients).not.toContain(TRAINEE_EMAIL);
    expect(recipients).not.toContain(PENDING_EMAIL);
  });

  it("head office's reply is told to the reporter once, even when the request is repeated", async () => {
    const ticketId = await newTicket("Χαλασμένη βρύση στην κουζίνα");
    const last = await lastOutboxId();
    const key = newKey();
    const body = { ticket_id: ticketId, message: "Ο υδραυλικός θα έρθει την Πέμπτη." };
    expect((await call(server.api, "v2/tickets/thread", { token: headOffice, key, body })).status).toBe(201);
    expect((await call(server.api, "v2/tickets/thread", { token: headOffice, key, body })).status).toBe(201);
    const rows = await outboxAfter(last);
    expect(rows.map((r) => r.recipient)).toEqual([MANAGER_EMAIL]);
    expect(rows[0]?.subject).toContain(`#${ticketId}`);
    expect(rows[0]?.body).toContain("Ο υδραυλικός θα έρθει την Πέμπτη.");
    // The article by the replier's gender (a man), not "Ο/Η" (issue 33).
    expect(rows[0]?.body).toMatch(/^Ο Γιώργος Παπαδάκης απάντησε στο αίτημά σας\./u);
    expect(rows[0]?.body).toContain(`/portal/tickets/${ticketId}`);
  });

  it("the reporter's own reply tells the reporter nothing", async () => {
    const ticketId = await newTicket("Λείπουν ποτήρια");
    const last = await lastOutboxId();
    const answer = await call(server.api, "v2/tickets/thread", {
      token: manager,
      key: newKey(),
      body: { ticket_id: ticketId, message: "Τα βρήκαμε στην αποθήκη, ευχαριστώ." },
    });
    expect(answer.status).toBe(201);
    expect(await outboxAfter(last)).toEqual([]);
  });

  it("a resolution with its text is told to the reporter once; the same status again tells nobody", async () => {
    const ticketId = await newTicket("Η ταμειακή δεν τυπώνει");
    const last = await lastOutboxId();
    const resolve = () =>
      call(server.api, "v2/tickets/thread/update", {
        token: headOffice,
        body: { ticket_id: ticketId, last_status: 3, resolution: "Αλλάξαμε το χαρτί και τον εκτυπωτή." },
      });
    const [first, second] = await Promise.all([resolve(), resolve()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await resolve()).status).toBe(200);
    const rows = await outboxAfter(last);
    expect(rows.map((r) => r.recipient)).toEqual([MANAGER_EMAIL]);
    // In the reporter's language (Greek, the default), not both languages glued together.
    expect(rows[0]?.subject).toContain("Επιλύθηκε");
    expect(rows[0]?.subject).not.toContain("Resolved");
    expect(rows[0]?.body).toContain("Αλλάξαμε το χαρτί και τον εκτυπωτή.");
    expect(rows[0]?.body).toMatch(/^Ο Γιώργος Παπαδάκης άλλαξε την κατάσταση/u);
    // The resolution text is one message of the conversation, however often it was asked for.
    const notes = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from ticket_comm where ticket_id = ${ticketId} and message like 'Αλλάξαμε%'`,
    );
    expect(notes[0]?.n).toBe(1);
  });

  it("a reply on an older-form ticket is told to its reporter, linking to /tickets_old/{id}", async () => {
    const created = await call(server.api, "tickets_old", {
      token: manager,
      key: newKey(),
      body: {
        location_id: 1,
        title: "Φθαρμένες καρέκλες",
        priority: 4,
        message: "Τρεις καρέκλες έχουν σπασμένα πόδια.",
      },
    });
    expect(created.status).toBe(201);
    const id = created.body["id"] as number;
    const last = await lastOutboxId();
    const entry = await call(server.api, "saveThreadMessage", {
      token: headOffice,
      key: newKey(),
      body: { ticket_id: id, message: "Παραγγείλαμε καινούργιες, έρχονται σε μία εβδομάδα." },
    });
    expect(entry.status).toBe(201);
    const rows = await outboxAfter(last);
    expect(rows.map((r) => r.recipient)).toEqual([MANAGER_EMAIL]);
    expect(rows[0]?.body).toContain(`/portal/tickets_old/${id}`);
  });
});
