import type { RegisteredData } from "../../core/schemas/registered-data";
import type { JobPosition, Store } from "../../core/schemas/store";
import type { ForgotPasswordForm } from "./forgot-password.machine";
import type { RegisterBody } from "./registration.machine";
import type { PageWithBody } from "../../core/information/information-wire";
import { portsKey } from "../../core/areas/ports-key";

/**
 * What the public flows' machines need from the outside world, typed here so ui/ files never import
 * adapters/: the composition root fills it with the API client, the navigation and the draft store,
 * and hands it down through the screen bindings. Each call rejects with the adapters' tagged errors,
 * which machines/api-failure reads structurally.
 */
export interface FlowAnswer {
  readonly status: "success" | "error";
  readonly message: string;
}

export interface FlowsPort {
  readonly stores: () => Promise<ReadonlyArray<Store>>;
  readonly jobs: () => Promise<ReadonlyArray<JobPosition>>;
  readonly register: (body: RegisterBody) => Promise<FlowAnswer>;
  readonly registeredData: (hash: string) => Promise<RegisteredData>;
  readonly verifyMobile: (hash: string) => Promise<FlowAnswer>;
  readonly activate: (payload: {
    readonly hash: string;
    readonly code: string;
    readonly password: string;
    readonly consent_email: boolean;
    readonly terms: boolean;
  }) => Promise<FlowAnswer>;
  readonly forgotPassword: (payload: ForgotPasswordForm) => Promise<FlowAnswer>;
  /** The older inline form on the login screen (POST auth/forgot/password). */
  readonly forgotPasswordByEmail: (email: string) => Promise<FlowAnswer>;
  readonly checkResetLink: (hash: string) => Promise<FlowAnswer>;
  readonly resetPassword: (body: { readonly hash: string; readonly password: string }) => Promise<FlowAnswer>;
  readonly verifyEmailByHash: (hash: string) => Promise<FlowAnswer>;
  /** The terms page, readable before signing in (GET public_pages/terms). */
  readonly terms: () => Promise<PageWithBody>;
  /** Leaves for an app path (spec: after activation or reset the user goes to /). */
  readonly goTo: (path: string) => void;
  /** Per-tab drafts of the register and forgot forms. Never given passwords or codes. */
  readonly drafts: {
    readonly read: (name: string) => unknown;
    readonly write: (name: string, value: unknown) => void;
    readonly clear: (name: string) => void;
  };
}

/**
 * The public flows' ports, by the auth area. The composition root makes them at once: the login
 * screen is the first thing anyone sees.
 */
export const AUTH_PORTS = portsKey<FlowsPort>("auth");
