import { INFORMATION_PORTS } from "../../machines/information/information-ports";
import { areaPorts } from "../ports/ports-module";
import { createInformationApi } from "./information-api";

/** The information screens' and the header search's API. */
export const ports = areaPorts(INFORMATION_PORTS, (world) => createInformationApi(world));
