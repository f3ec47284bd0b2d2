import { roleListIncludes, type Role } from "../permissions/role";

/**
 * The training rights beyond the spec's route table (docs/decisions.md, "Training exams"): explicit
 * role lists, read by the server's guards and by the screens that offer the actions. Head office
 * writes exams; the people who run stores (and head office) see their staff's results.
 */
export const EXAM_AUTHOR_ROLES: readonly Role[] = ["greg-user"];
export const STAFF_RESULTS_ROLES: readonly Role[] = ["franchisee", "store_manager", "greg-user"];

export const mayWriteExams = (role: Role): boolean => roleListIncludes(EXAM_AUTHOR_ROLES, role);
export const maySeeStaffResults = (role: Role): boolean => roleListIncludes(STAFF_RESULTS_ROLES, role);
