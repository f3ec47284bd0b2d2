import { eq } from "drizzle-orm";
import type { CreateTaskPayload, CreatedTask } from "../../../core/tasks/task-wire";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { Forbidden, Invalid } from "../../domain-errors";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";
import { projects } from "../tables/tasks";
import { createFollowUpTask } from "./create-follow-up-task";
import { canSeeTaskStore } from "./task-access";
import { storePeople } from "./task-assignees";
import { tellAssignee } from "./task-notices";
import { fullName, type TaskUser } from "./task-user";

/**
 * POST tasks after the route checked the form (validateTaskDraft): head office in any store,
 * a franchisee or store manager in their own stores (403 otherwise), for the whole store or for a
 * person who works there (422 otherwise), in an existing project or none. In one transaction with
 * the idempotency key and the assignee's e-mail in the outbox, so a retry after a lost answer makes
 * no second task and sends no second e-mail.
 */
export async function createTask(
  db: Database,
  request: {
    readonly user: TaskUser;
    readonly key: string;
    readonly payload: CreateTaskPayload;
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<CreatedTask>> {
  const { user, payload, now } = request;
  if (user.right === "none" || !(await canSeeTaskStore(db, user, payload.location_id)))
    throw new Forbidden("b2b_forbidden");
  return db.transaction(async (tx) =>
    runIdempotent<CreatedTask>(
      tx,
      { userId: user.id, key: request.key, hash: requestHash("POST tasks", payload), now },
      async () => {
        const [store] = await tx
          .select({ title: stores.title })
          .from(stores)
          .where(eq(stores.id, payload.location_id))
          .limit(1);
        if (store === undefined) throw new Forbidden("b2b_forbidden");
        if (payload.project_id !== null) {
          const [project] = await tx
            .select({ id: projects.id })
            .from(projects)
            .where(eq(projects.id, payload.project_id))
            .limit(1);
          if (project === undefined) throw new Invalid("b2b_task_project_unknown");
        }
        const assignee =
          payload.assignee_id === null
            ? null
            : (await storePeople(tx, payload.location_id)).find(
                (person) => person.id === payload.assignee_id,
              );
        if (assignee === undefined) throw new Invalid("b2b_task_assignee_not_in_store");
        const deadline = payload.deadline_date?.trim() ?? "";
        const taskId = await createFollowUpTask(
          tx,
          {
            locationId: payload.location_id,
            title: payload.title,
            description: payload.description,
            contactName: assignee?.name ?? store.title,
            assigneeId: assignee?.id ?? null,
            projectId: payload.project_id,
            deadlineDate: deadline === "" ? null : deadline,
            createdBy: user.id,
          },
          now,
        );
        if (assignee !== null && assignee.email !== null && assignee.id !== user.id)
          await tellAssignee(tx, {
            to: { id: assignee.id, name: assignee.name, email: assignee.email },
            by: { name: fullName(user), gender: user.gender },
            title: payload.title.trim(),
            store: store.title,
            deadline: deadline === "" ? null : deadline,
            publicUrl: request.publicUrl,
            now,
          });
        return { status: 201, body: { task_id: taskId } as CreatedTask };
      },
    ),
  );
}
