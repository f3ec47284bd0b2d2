import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeProject, decodeTask, encodeTask } from "./task";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const task = {
  id: 4,
  project_id: 2,
  title: "Order napkins",
  contact_name: "Nikos",
  archived: 0,
  deadline_date: "2026-06-30",
  c_stamp: "2026-06-01T08:00:00Z",
  m_stamp: "2026-06-02T08:00:00Z",
};

describe("Task", () => {
  it("has id, project_id, title, contact_name, archived, deadline_date, c_stamp, m_stamp", () => {
    const value = valueOf(decodeTask(task));
    expect(value?.deadline_date?.toString()).toBe("2026-06-30");
    expect(value?.m_stamp.toString()).toBe("2026-06-02T08:00:00Z");
    expect(value && valueOf(encodeTask(value))).toEqual(task);
  });

  it("archived is 0 or 1", () => {
    expect(isOk(decodeTask({ ...task, archived: 1 }))).toBe(true);
    expect(pathsOf(decodeTask({ ...task, archived: false }))).toEqual([["archived"]]);
  });

  it("project_id and deadline_date may be null; a bad deadline is named", () => {
    expect(isOk(decodeTask({ ...task, project_id: null, deadline_date: null }))).toBe(true);
    expect(pathsOf(decodeTask({ ...task, deadline_date: "30/06/2026" }))).toEqual([["deadline_date"]]);
  });
});

describe("Project", () => {
  it("has id, title, start_date, deadline_date", () => {
    const project = { id: 2, title: "Summer menu", start_date: "2026-05-01", deadline_date: null };
    const value = valueOf(decodeProject(project));
    expect(value?.start_date?.toString()).toBe("2026-05-01");
    expect(value?.deadline_date).toBeNull();
    expect(pathsOf(decodeProject({ ...project, id: "2" }))).toEqual([["id"]]);
  });
});
