import { ACCOUNT_PORTS } from "../../machines/account/account-ports";
import { areaPorts } from "../ports/ports-module";
import { createAccountAdapter } from "./account-adapter";

/** The account screens' ports: profile, documents, activity, and the profile's draft on the device. */
export const ports = areaPorts(ACCOUNT_PORTS, (world) => createAccountAdapter(world));
