import { TRAINING_PORTS } from "../../machines/training/training-ports";
import { areaPorts } from "../ports/ports-module";
import { createTrainingApi } from "./training-api";

/** The training screens' ports: exams, histories, drafts on the device; the header hears of exams. */
export const ports = areaPorts(TRAINING_PORTS, (world) => createTrainingApi(world));
