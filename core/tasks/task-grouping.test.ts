import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { attachTasksToProjects, groupTasksByProject, isArchivedTask } from "./task-grouping";
import type { GroupableTask } from "./task-grouping";

describe("task grouping (spec 4: by project_id, only non-archived tasks)", () => {
  it("groups in order of first appearance, skipping archived tasks", () => {
    const tasks = [
      { id: 1, project_id: 10, archived: 0 },
      { id: 2, project_id: 20, archived: 1 },
      { id: 3, project_id: 20, archived: 0 },
      { id: 4, project_id: null, archived: 0 },
      { id: 5, project_id: 10, archived: 0 },
    ];
    const groups = groupTasksByProject(tasks);
    expect([...groups.keys()]).toEqual([10, 20, null]);
    expect(groups.get(10)?.map((t) => t.id)).toEqual([1, 5]);
    expect(groups.get(20)?.map((t) => t.id)).toEqual([3]);
    expect(groups.get(null)?.map((t) => t.id)).toEqual([4]);
  });

  it("a project with only archived tasks has no group", () => {
    expect(groupTasksByProject([{ project_id: 1, archived: 1 }]).size).toBe(0);
  });

  it("attaches live tasks and their count to each project", () => {
    const attached = attachTasksToProjects(
      [{ id: 10 }, { id: 30 }],
      [
        { id: 1, project_id: 10, archived: 0 },
        { id: 2, project_id: 10, archived: 1 },
        { id: 3, project_id: 99, archived: 0 },
      ],
    );
    expect(attached.map((p) => [p.project.id, p.taskCount, p.tasks.map((t) => t.id)])).toEqual([
      [10, 1, [1]],
      [30, 0, []],
    ]);
  });
});

const taskArb = fc.record({
  id: fc.nat(),
  project_id: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(null), fc.constant(undefined)),
  archived: fc.oneof(fc.constantFrom(0, 1, true, false, null, undefined)),
});

describe("task grouping (properties)", () => {
  it("loses no non-archived task, includes no archived one, and keeps input order", () => {
    fc.assert(
      fc.property(fc.array(taskArb, { maxLength: 60 }), (tasks) => {
        const groups = groupTasksByProject(tasks);
        const grouped = [...groups.values()].flat();
        const live = tasks.filter((t) => !isArchivedTask(t));
        expect(grouped.length).toBe(live.length);
        for (const task of live) expect(grouped).toContain(task);
        for (const task of grouped) expect(isArchivedTask(task)).toBe(false);
        for (const [key, members] of groups) {
          expect(members.length).toBeGreaterThan(0);
          for (const task of members) expect(task.project_id ?? null).toBe(key);
          expect(members).toEqual(live.filter((t) => (t.project_id ?? null) === key));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(() => groupTasksByProject(a as GroupableTask[])).not.toThrow();
        expect(() => groupTasksByProject([a, b] as GroupableTask[])).not.toThrow();
        expect(() => attachTasksToProjects(a as { id: number }[], b as GroupableTask[])).not.toThrow();
        expect(() => attachTasksToProjects([a] as { id: number }[], [b] as GroupableTask[])).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
