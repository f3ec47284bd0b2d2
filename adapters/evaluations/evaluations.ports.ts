import { EVALUATIONS_PORTS } from "../../machines/evaluations/evaluations-ports";
import { areaPorts } from "../ports/ports-module";
import { createEvaluationsAdapter } from "./evaluations-adapter";

/** The evaluations screens' ports: API, photos, checklist drafts on the device. */
export const ports = areaPorts(EVALUATIONS_PORTS, (world) => createEvaluationsAdapter(world));
