import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { validSession } from "../permissions/test-sessions";
import { mayCompleteTask, taskAssignRightOf } from "./task-assignment";
import { isEmptyTaskDraft, readTaskDraft, validateTaskDraft } from "./task-draft";
import { portalToday, reminderIsDue, taskDueState } from "./task-due";
import { parseTaskListQuery } from "./task-list-query";

const TODAY = Temporal.PlainDate.from("2026-11-24");
const day = fc.integer({ min: -400, max: 400 }).map((offset) => TODAY.add({ days: offset }));
const session = validSession;
const draft = (title: string, deadline = "", description = "") => ({
  title,
  description,
  deadline_date: deadline,
});

describe("task due state", () => {
  it("pins overdue, today, upcoming and none", () => {
    expect(taskDueState(TODAY.subtract({ days: 1 }), TODAY)).toBe("overdue");
    expect(taskDueState(TODAY, TODAY)).toBe("today");
    expect(taskDueState(TODAY.add({ days: 1 }), TODAY)).toBe("upcoming");
    expect(taskDueState(null, TODAY)).toBe("none");
  });

  it("is overdue exactly when the deadline is before today", () => {
    fc.assert(
      fc.property(day, day, (deadline, today) => {
        const state = taskDueState(deadline, today);
        expect(state === "overdue").toBe(Temporal.PlainDate.compare(deadline, today) < 0);
        expect(state === "today").toBe(deadline.equals(today));
      }),
    );
  });
});

describe("reminders: the day before the deadline", () => {
  it("pins the day before and the deadline day itself, never after", () => {
    expect(reminderIsDue(TODAY.add({ days: 1 }), TODAY)).toBe(true);
    expect(reminderIsDue(TODAY, TODAY)).toBe(true);
    expect(reminderIsDue(TODAY.add({ days: 2 }), TODAY)).toBe(false);
    expect(reminderIsDue(TODAY.subtract({ days: 1 }), TODAY)).toBe(false);
    expect(reminderIsDue(null, TODAY)).toBe(false);
  });

  it("is due on exactly two days around any deadline", () => {
    fc.assert(
      fc.property(day, (deadline) => {
        const days = Array.from({ length: 10 }, (_, i) => deadline.subtract({ days: i - 5 }));
        expect(days.filter((today) => reminderIsDue(deadline, today))).toHaveLength(2);
      }),
    );
  });

  it("reads today in Athens: 23:30 UTC in winter is already the next day", () => {
    expect(portalToday(Temporal.Instant.from("2026-11-24T23:30:00Z")).toString()).toBe("2026-11-25");
  });
});

describe("the new-task form (spec 5: a title of at least 3 characters)", () => {
  it("pins the spec's rule and the deadline and length rules", () => {
    expect(validateTaskDraft(draft("ab"), TODAY).title).toEqual(["b2b_task_title_min_length"]);
    expect(validateTaskDraft(draft("abc"), TODAY).title).toEqual([]);
    expect(validateTaskDraft(draft("  ab  "), TODAY).title).toEqual(["b2b_task_title_min_length"]);
    expect(validateTaskDraft(draft("abc", "2026-11-23"), TODAY).deadline_date).toEqual([
      "b2b_task_deadline_past",
    ]);
    expect(validateTaskDraft(draft("abc", "2026-02-30"), TODAY).deadline_date).toEqual([
      "b2b_task_deadline_invalid",
    ]);
    expect(validateTaskDraft(draft("abc", "2026-11-24"), TODAY).deadline_date).toEqual([]);
    expect(validateTaskDraft(draft("abc", "", "x".repeat(2001)), TODAY).description).toEqual([
      "b2b_task_description_too_long",
    ]);
  });

  it("accepts a title exactly when it has 3 or more characters after trimming", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (title) => {
        const ok = validateTaskDraft(draft(title), TODAY).title.length === 0;
        expect(ok).toBe([...title.trim()].length >= 3);
      }),
    );
  });

  it("refuses a deadline exactly when it is before today", () => {
    fc.assert(
      fc.property(day, (deadline) => {
        const errors = validateTaskDraft(draft("abc", deadline.toString()), TODAY).deadline_date;
        expect(errors.length > 0).toBe(Temporal.PlainDate.compare(deadline, TODAY) < 0);
      }),
    );
  });

  it("reads any stored value back as a draft of texts", () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const read = readTaskDraft(stored);
        expect(Object.values(read).every((value) => typeof value === "string")).toBe(true);
      }),
    );
    expect(isEmptyTaskDraft(readTaskDraft(null))).toBe(true);
  });
});

describe("who may assign and complete tasks", () => {
  it("head office anywhere, franchisees and managers in their stores, nobody else", () => {
    expect(taskAssignRightOf(session("greg-user"), { allStores: true })).toBe("any-store");
    expect(taskAssignRightOf(session("franchisee"), { allStores: false })).toBe("own-staff");
    expect(taskAssignRightOf(session("store_manager"), { allStores: false })).toBe("own-staff");
    expect(taskAssignRightOf(session("user"), { allStores: false })).toBe("none");
    expect(taskAssignRightOf(session("trainee"), { allStores: false })).toBe("none");
    expect(taskAssignRightOf(null, { allStores: true })).toBe("none");
  });

  it("an open task can be completed, a done one cannot", () => {
    expect(mayCompleteTask({ archived: 0 })).toBe(true);
    expect(mayCompleteTask({ archived: 1 })).toBe(false);
  });
});

describe("the list query", () => {
  it("defaults to the open view and refuses unknown views and cursors", () => {
    expect(parseTaskListQuery({})).toEqual({ ok: true, query: { view: "open", beforeId: null, limit: 50 } });
    expect(parseTaskListQuery({ view: "archived" })).toEqual({ ok: false, message: "b2b_invalid_input" });
    expect(parseTaskListQuery({ cursor: "nope" })).toEqual({
      ok: false,
      message: "b2b_ticket_list_cursor_invalid",
    });
    expect(parseTaskListQuery({ limit: "5000" })).toMatchObject({ ok: true, query: { limit: 200 } });
  });

  it("never throws on any query text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (view, cursor, limit) => {
        const result = parseTaskListQuery({ view, cursor, limit });
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });
});
