import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import {
  decodeProjectList,
  decodeTaskAssignees,
  decodeTaskPage,
  decodeTaskRow,
} from "../../core/tasks/task-wire";
import { portalToday } from "../../core/tasks/task-due";
import { eq } from "drizzle-orm";
import { stores } from "../../server/db/schema/stores";
import { sendTaskReminders } from "../../server/tasks/services/task-reminders";
import { createFollowUpTask } from "../../server/tasks/services/create-follow-up-task";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { messagesTo } from "./support/registration-flow";
import { call, newKey, savePayload } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const DAY = 86_400_000;

// Demo accounts: 1 head office (every store), 2 franchisee of stores 1-3, 3 store manager of
// store 1, 4 staff of store 2, 6 store manager of store 4.
const MOBILES = {
  headOffice: "6900000001",
  franchisee: "6900000002",
  manager: "6900000003",
  staff: "6900000004",
  otherManager: "6900000006",
} as const;
const STAFF_EMAIL = "e.dimitriou@konstantinou-estiasi.example.com";

interface Row {
  id: number;
  title: string;
  project_id: number | null;
  contact_name: string;
  archived: number;
  deadline_date: string | null;
  ticket_id: number | null;
  assignee_id: number | null;
  completed_by_name: string | null;
  can_complete: boolean;
}

describe.each(databases)("tasks end to end on $name", (target) => {
  let server: TestServer;
  const token: Record<keyof typeof MOBILES, string> = {
    headOffice: "",
    franchisee: "",
    manager: "",
    staff: "",
    otherManager: "",
  };
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const [who, mobile] of Object.entries(MOBILES))
      token[who as keyof typeof MOBILES] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const db = () => server.server.database.db;
  const today = () => portalToday(Temporal.Instant.fromEpochMilliseconds(server.clock.now().getTime()));
  const list = async (who: keyof typeof MOBILES, store: number, view = "open", extra = "") => {
    const answer = await call(server.api, `tasks?location_id=${store}&view=${view}${extra}`, {
      token: token[who],
    });
    return {
      status: answer.status,
      body: answer.body as unknown as { items: Row[]; next_cursor: string | null },
    };
  };
  const taskCount = async () =>
    Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from tasks`))[0]?.n);
  const create = (who: keyof typeof MOBILES, body: Record<string, unknown>, key = newKey()) =>
    call(server.api, "tasks", {
      token: token[who],
      key,
      body: {
        location_id: 2,
        title: "Έλεγχος ψυγείων",
        description: "Πρωί και απόγευμα",
        deadline_date: today().add({ days: 2 }).toString(),
        project_id: 3,
        assignee_id: 4,
        ...body,
      },
    });

  it("lists a store's open tasks newest first in keyset pages, with spec 3's fields, and the projects", async () => {
    const first = await list("franchisee", 2, "open", "&limit=3");
    expect(first.status).toBe(200);
    expect(decodeTaskPage(first.body)._tag).toBe("Ok");
    expect(first.body.items).toHaveLength(3);
    expect(first.body.items.every((t) => t.archived === 0)).toBe(true);
    const ids = first.body.items.map((t) => t.id);
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    const second = await list("franchisee", 2, "open", `&limit=3&cursor=${first.body.next_cursor ?? ""}`);
    expect(Math.max(...second.body.items.map((t) => t.id))).toBeLessThan(Math.min(...ids));

    const projects = await call(server.api, "v2/projects", { token: token.staff });
    expect(projects.status).toBe(200);
    expect(decodeProjectList(projects.body)._tag).toBe("Ok");
    expect((await call(server.api, "projects", { token: token.staff })).body).toEqual(projects.body);
  });

  it("overdue and due-today views follow the portal's calendar day", async () => {
    const overdue = (await list("franchisee", 2, "overdue")).body.items;
    const dueToday = (await list("franchisee", 2, "today")).body.items;
    expect(overdue.length).toBeGreaterThan(0);
    expect(dueToday.length).toBeGreaterThan(0);
    expect(overdue.every((t) => t.deadline_date !== null && t.deadline_date < today().toString())).toBe(true);
    expect(dueToday.every((t) => t.deadline_date === today().toString())).toBe(true);
  });

  it("a franchisee assigns a task to a staff member: e-mail, completion, completion log", async () => {
    const created = await create("franchisee", {});
    expect(created.status).toBe(201);
    const taskId = (created.body as { task_id: number }).task_id;
    const mail = (await messagesTo(server, STAFF_EMAIL)).at(-1);
    expect(mail?.subject).toBe("Νέα εργασία: Έλεγχος ψυγείων");
    // The article by the assigner's gender (Μαρία, a woman), not "Ο/Η" (issue 33).
    expect(mail?.body).toContain("Η Μαρία Κωνσταντίνου σας ανέθεσε την εργασία «Έλεγχος ψυγείων»");

    const seen = (await list("staff", 2)).body.items.find((t) => t.id === taskId);
    expect(seen).toMatchObject({
      title: "Έλεγχος ψυγείων",
      project_id: 3,
      assignee_id: 4,
      can_complete: true,
    });
    const one = await call(server.api, `tasks/${taskId}`, { token: token.staff });
    expect(decodeTaskRow(one.body)._tag).toBe("Ok");

    const done = await call(server.api, `task_completed/${taskId}`, { token: token.staff, method: "POST" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ archived: 1, completed_by_name: "Ελένη Δημητρίου" });
    expect((await list("staff", 2)).body.items.some((t) => t.id === taskId)).toBe(false);
    expect((await list("staff", 2, "done")).body.items.find((t) => t.id === taskId)).toMatchObject({
      completed_by_name: "Ελένη Δημητρίου",
      can_complete: false,
    });
    const again = await call(server.api, `task_completed/${taskId}`, { token: token.staff, method: "POST" });
    expect(again).toMatchObject({ status: 409, body: { message: "b2b_task_already_done" } });
  });

  it("a retry with the same key makes one task and sends one e-mail", async () => {
    const key = newKey();
    const before = (await messagesTo(server, STAFF_EMAIL)).length;
    const first = await create("franchisee", { title: "Μία φορά" }, key);
    const replay = await create("franchisee", { title: "Μία φορά" }, key);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await messagesTo(server, STAFF_EMAIL)).length).toBe(before + 1);
  });

  it("refuses bad tasks with the spec's keys and changes nothing", async () => {
    const before = await taskCount();
    const short = await create("franchisee", { title: "ab" });
    expect(short).toMatchObject({
      status: 422,
      body: { message: "b2b_invalid_input", fields: { title: ["b2b_task_title_min_length"] } },
    });
    const past = await create("franchisee", { deadline_date: today().subtract({ days: 1 }).toString() });
    expect(past.body).toMatchObject({ fields: { deadline_date: ["b2b_task_deadline_past"] } });
    // Ελένη (id 4) does not work in store 1; project 999 does not exist.
    expect((await create("manager", { location_id: 1 })).body).toMatchObject({
      message: "b2b_task_assignee_not_in_store",
    });
    expect((await create("franchisee", { project_id: 999 })).body).toMatchObject({
      message: "b2b_task_project_unknown",
    });
    expect((await create("franchisee", { title: 7 })).status).toBe(422);
    expect((await call(server.api, "tasks", { token: token.franchisee, body: {} })).status).toBe(422);
    expect(await taskCount()).toBe(before);
  });

  it("enforces who may assign and which store's tasks anyone sees", async () => {
    const before = await taskCount();
    // Staff complete tasks, they do not hand them out; a manager only in their own stores.
    expect((await create("staff", {})).status).toBe(403);
    expect((await create("otherManager", {})).status).toBe(403);
    expect(await taskCount()).toBe(before);
    expect((await call(server.api, "tasks/assignees?location_id=2", { token: token.staff })).body).toEqual({
      can_assign: false,
      people: [],
    });
    const assignees = await call(server.api, "tasks/assignees?location_id=2", { token: token.franchisee });
    expect(decodeTaskAssignees(assignees.body)._tag).toBe("Ok");
    expect((assignees.body as { people: { id: number }[] }).people.map((p) => p.id)).toContain(4);

    const task = (await list("franchisee", 2)).body.items[0];
    expect((await list("otherManager", 2)).status).toBe(403);
    expect((await call(server.api, `tasks/${task?.id}`, { token: token.otherManager })).status).toBe(404);
    expect(
      (await call(server.api, `task_completed/${task?.id}`, { token: token.otherManager, method: "POST" }))
        .status,
    ).toBe(404);
    // Head office sees every store.
    expect((await list("headOffice", 2)).status).toBe(200);
  });

  it("anyone of the store may complete any of its tasks; the log says who", async () => {
    const created = await create("franchisee", { location_id: 1, assignee_id: 3 });
    const taskId = (created.body as { task_id: number }).task_id;
    const trainee = (await loginTokens(server.api, "6900000005")).access_token;
    const done = await call(server.api, `task_completed/${taskId}`, { token: trainee, method: "POST" });
    expect(done).toMatchObject({
      status: 200,
      body: { completed_by_name: "Κώστας Ιωάννου", can_complete: false },
    });
  });

  it("tickets' follow-up tasks are tasks of the store, linked to their ticket", async () => {
    const saved = await call(server.api, "v2/tickets", {
      token: token.manager,
      key: newKey(),
      body: savePayload([]),
    });
    expect(saved.status).toBe(201);
    const { ticket_id: ticketId, task_ids: taskIds } = saved.body as {
      ticket_id: number;
      task_ids: number[];
    };
    expect(taskIds.length).toBeGreaterThan(0);
    const listed = (await list("manager", 1)).body.items.filter((t) => taskIds.includes(t.id));
    expect(listed.map((t) => t.ticket_id)).toEqual(taskIds.map(() => ticketId));
  });

  it("the day before the deadline the assignee gets one reminder, driven by the server's clock, none while the store is closed", async () => {
    const id = await createFollowUpTask(
      db(),
      {
        locationId: 2,
        title: "Παραλαβή εμπορεύματος",
        contactName: "Ελένη Δημητρίου",
        assigneeId: 4,
        deadlineDate: today().add({ days: 3 }).toString(),
      },
      server.clock.now(),
    );
    const remindersTo = async () =>
      (await messagesTo(server, STAFF_EMAIL)).filter(
        // The subject names the store (store 2), as a franchisee of several stores needs.
        (m) => m.subject === "Λήγει αύριο: Παραλαβή εμπορεύματος (Θεσσαλονίκη Αριστοτέλους 8)",
      );
    await sendTaskReminders(db(), { now: server.clock.now(), publicUrl: server.config.publicUrl });
    expect(await remindersTo()).toHaveLength(0);
    server.clock.advance(2 * DAY);
    // While the store is closed (issue 35) its tasks remind nobody; reopened, the reminder goes.
    await db().update(stores).set({ closedAt: server.clock.now() }).where(eq(stores.id, 2));
    await sendTaskReminders(db(), { now: server.clock.now(), publicUrl: server.config.publicUrl });
    expect(await remindersTo()).toHaveLength(0);
    await db().update(stores).set({ closedAt: null }).where(eq(stores.id, 2));
    await sendTaskReminders(db(), { now: server.clock.now(), publicUrl: server.config.publicUrl });
    await sendTaskReminders(db(), { now: server.clock.now(), publicUrl: server.config.publicUrl });
    expect(await remindersTo()).toHaveLength(1);
    expect(id).toBeGreaterThan(0);
  });

  it("the base load's tasks are the store's open tasks", async () => {
    // A fresh sign-in: the reminder test moved the clock past the earlier tokens' lifetime.
    const staff = (await loginTokens(server.api, MOBILES.staff)).access_token;
    const base = await call(server.api, "base?location_id=2", { token: staff });
    expect(base.status).toBe(200);
    const tasks = (base.body as unknown as { tasks: Row[] }).tasks;
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((t) => t.archived === 0)).toBe(true);
  });
});
