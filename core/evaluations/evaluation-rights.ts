import { roleListIncludes, type Role } from "../permissions/role";

/*
 * The evaluation rights beyond the spec's route table (docs/decisions.md, "Evaluations and
 * checklists"): explicit lists read by the server's guards and by the screens that offer the actions.
 * Head office writes checklist templates and confirms submitted audits; the score and its data go
 * only to user types 2 and 23 (spec 6).
 */
export const CHECKLIST_AUTHOR_ROLES: readonly Role[] = ["greg-user"];
export const SCORE_USER_TYPES: readonly number[] = [2, 23];

export const mayWriteChecklists = (role: Role): boolean => roleListIncludes(CHECKLIST_AUTHOR_ROLES, role);
export const mayConfirmEvaluations = mayWriteChecklists;
export const maySeeScores = (userType: number): boolean => SCORE_USER_TYPES.includes(userType);
