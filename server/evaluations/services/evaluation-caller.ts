import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import {
  mayConfirmEvaluations,
  maySeeScores,
  mayWriteChecklists,
} from "../../../core/evaluations/evaluation-rights";
import type { PermissionSession } from "../../../core/permissions/session";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import { passesUserTypeCheck } from "../../../core/permissions/user-type-check";

/** Who is asking, as the evaluation services need it: store scope and the area's explicit rights. */
export interface EvaluationCaller {
  readonly id: number;
  readonly allStores: boolean;
  readonly fName: string;
  readonly lName: string;
  readonly mayAuthor: boolean;
  readonly mayConfirm: boolean;
  readonly seesScores: boolean;
}

export interface EvaluationSession {
  readonly user: {
    readonly id: number;
    readonly allStores: boolean;
    readonly fName: string;
    readonly lName: string;
  };
  readonly permission: PermissionSession;
}

export function evaluationCallerOf(session: EvaluationSession): EvaluationCaller {
  const { permission } = session;
  // Head office's rights hold only for a record that passes spec 6's user-type check.
  const headOffice = passesUserTypeCheck(permission, HEAD_OFFICE_COMPANY);
  return {
    id: session.user.id,
    allStores: seesEveryStore(session.user),
    fName: session.user.fName,
    lName: session.user.lName,
    mayAuthor: headOffice && mayWriteChecklists(permission.role),
    mayConfirm: headOffice && mayConfirmEvaluations(permission.role),
    seesScores: maySeeScores(permission.user.type),
  };
}
