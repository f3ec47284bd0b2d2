import { TASKS_PORTS } from "../../machines/tasks/tasks-ports";
import { areaPorts } from "../ports/ports-module";
import { createTasksAdapter } from "./tasks-adapter";

/** The tasks screens' ports: API calls, drafts on the device, today. */
export const ports = areaPorts(TASKS_PORTS, (world) => createTasksAdapter(world));
