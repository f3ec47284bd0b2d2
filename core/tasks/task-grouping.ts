import { isRecord } from "../rules/loose-read";

export type ProjectKey = number | string | null;

export interface GroupableTask {
  readonly project_id?: ProjectKey | undefined;
  readonly archived?: number | boolean | null | undefined;
}

export interface ProjectLike {
  readonly id: number | string;
}

/** archived is 0 or 1 on the wire (spec 3); true is read the same way. Anything else is live. */
export function isArchivedTask(task: GroupableTask): boolean {
  return isRecord(task) && (task.archived === 1 || task.archived === true);
}

/**
 * Groups non-archived tasks by project_id (spec 4). Groups appear in the order of their first task
 * and keep their tasks' input order. A task without a project_id goes to the group keyed null, so
 * no live task is lost. Ids are compared as given: 7 and "7" are different projects here; the
 * schemas decode ids to numbers before this runs.
 */
export function groupTasksByProject<T extends GroupableTask>(
  tasks: readonly T[],
): ReadonlyMap<ProjectKey, T[]> {
  const groups = new Map<ProjectKey, T[]>();
  if (!Array.isArray(tasks)) return groups;
  for (const task of tasks) {
    // Something that is not a task at all is not a live task either.
    if (!isRecord(task) || isArchivedTask(task)) continue;
    const key = task.project_id ?? null;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [task]);
    else group.push(task);
  }
  return groups;
}

/**
 * Each project (in input order) with its non-archived tasks and their count; a project without
 * live tasks gets an empty list and count 0. Tasks of unknown projects are not shown here.
 */
export function attachTasksToProjects<P extends ProjectLike, T extends GroupableTask>(
  projects: readonly P[],
  tasks: readonly T[],
): Array<{ readonly project: P; readonly tasks: T[]; readonly taskCount: number }> {
  const groups = groupTasksByProject(tasks);
  if (!Array.isArray(projects)) return [];
  return projects.map((project) => {
    const own = (isRecord(project) ? groups.get(project.id) : undefined) ?? [];
    return { project, tasks: own, taskCount: own.length };
  });
}
