import { assign, setup } from "xstate";
import { DEFAULT_COUNTRY_CODE } from "../../core/constants/portal-constants";
import type { JobPosition, Store } from "../../core/schemas/store";
import type { FieldErrors } from "../../core/validation/field-errors";
import type { RegisterField } from "../../core/validation/register-form";
import { isRegisterSubmittable, validateRegisterForm } from "../../core/validation/register-form";
import type { FlowMessage } from "../api-failure";
import { flowMessageFromFailure } from "../api-failure";
import { notProvided } from "../not-provided";
import { registrationJourney } from "./registration.journey";

export const REGISTRATION_MACHINE_VERSION = "1";

/** The register form as typed (spec 3); role Staff by default. */
export interface RegisterFormValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly gender: number | null;
  readonly country_code: number;
  readonly mobile: string;
  readonly email: string;
  readonly role: "Staff" | "Trainee";
  readonly store: ReadonlyArray<number>;
  readonly job_position: number | null;
}

/** The fields `user.change` may set (role has its own event: it clears the stores). */
export type EditableRegisterField = Exclude<keyof RegisterFormValues, "role">;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  first_name: "",
  last_name: "",
  gender: null,
  country_code: DEFAULT_COUNTRY_CODE,
  mobile: "",
  email: "",
  role: "Staff",
  store: [],
  job_position: null,
};

export interface RegistrationInput {
  /** What the user had typed before a reload (the composition root keeps it per tab). */
  readonly draft?: RegisterFormValues | undefined;
}

/**
 * A draft read back from storage, checked field by field: anything that is not a register form
 * value is dropped, so an old or tampered draft can only prefill what still fits.
 */
export function restoreRegisterDraft(value: unknown): RegisterFormValues | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const text = (key: string): string => (typeof v[key] === "string" ? (v[key] as string) : "");
  const idOrNull = (key: string): number | null => (Number.isSafeInteger(v[key]) ? (v[key] as number) : null);
  return {
    first_name: text("first_name"),
    last_name: text("last_name"),
    gender: idOrNull("gender"),
    country_code: Number.isSafeInteger(v["country_code"])
      ? (v["country_code"] as number)
      : DEFAULT_COUNTRY_CODE,
    mobile: text("mobile"),
    email: text("email"),
    role: v["role"] === "Trainee" ? "Trainee" : "Staff",
    store: Array.isArray(v["store"]) ? v["store"].filter((id): id is number => Number.isSafeInteger(id)) : [],
    job_position: idOrNull("job_position"),
  };
}

export interface RegistrationContext {
  readonly form: RegisterFormValues;
  /** Message keys per field, recomputed as the user types. */
  readonly errors: FieldErrors<RegisterField>;
  readonly stores: ReadonlyArray<Store>;
  readonly jobs: ReadonlyArray<JobPosition>;
  /** The server's answer (its message with its status as the type) or a failure. */
  readonly message: FlowMessage | undefined;
}

export type RegistrationEvent =
  | {
      readonly type: "user.change";
      readonly field: EditableRegisterField;
      readonly value: RegisterFormValues[EditableRegisterField];
    }
  | { readonly type: "user.changeRole"; readonly role: RegisterFormValues["role"] }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" };

/** What POST auth/register receives: stores as ids; a Trainee sends neither stores nor a job. */
export function registerBody(form: RegisterFormValues) {
  const trainee = form.role === "Trainee";
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    gender: form.gender ?? 0,
    country_code: form.country_code,
    mobile: form.mobile.trim(),
    ...(form.email.trim() === "" ? {} : { email: form.email.trim() }),
    role: form.role,
    store: trainee ? [] : [...form.store],
    job_position: trainee ? null : form.job_position,
  };
}
export type RegisterBody = ReturnType<typeof registerBody>;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
  },
  actors: {
    /** GET auth/stores and GET auth/jobs (no login needed). */
    loadOptions: notProvided<{
      readonly stores: ReadonlyArray<Store>;
      readonly jobs: ReadonlyArray<JobPosition>;
    }>("loadOptions"),
    /** POST auth/register: the server's `{ status, message }`. */
    register: notProvided<
      { readonly status: "success" | "error"; readonly message: string },
      { readonly body: RegisterBody }
    >("register"),
  },
  actions: {
    setForm: assign((_, params: { readonly form: RegisterFormValues }) => ({
      form: params.form,
      errors: validateRegisterForm(params.form),
    })),
    showMessage: assign({ message: (_, params: { readonly message: FlowMessage }) => params.message }),
  },
  guards: {
    formValid: ({ context }) => isRegisterSubmittable(context.form),
    succeeded: (_, params: { readonly status: string }) => params.status === "success",
  },
}).createMachine({
  id: "registration",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: registrationJourney },
  version: REGISTRATION_MACHINE_VERSION,
  context: ({ input }) => {
    const form = input?.draft ?? EMPTY_REGISTER_FORM;
    return { form, errors: validateRegisterForm(form), stores: [], jobs: [], message: undefined };
  },
  initial: "loadingOptions",
  states: {
    loadingOptions: {
      invoke: {
        id: "loadOptions",
        src: "loadOptions",
        onDone: {
          target: "editing",
          actions: assign({
            stores: ({ event }) => event.output.stores,
            jobs: ({ event }) => event.output.jobs,
          }),
        },
        onError: {
          target: "optionsFailed",
          actions: {
            type: "showMessage",
            params: ({ event }) => ({ message: flowMessageFromFailure(event.error) }),
          },
        },
      },
    },
    optionsFailed: {
      on: { "user.retry": { target: "loadingOptions", actions: assign({ message: undefined }) } },
    },
    editing: {
      on: {
        "user.change": {
          actions: {
            type: "setForm",
            params: ({ context, event }) => ({ form: { ...context.form, [event.field]: event.value } }),
          },
        },
        // Spec 5: changing role clears the stores.
        "user.changeRole": {
          actions: {
            type: "setForm",
            params: ({ context, event }) => ({
              form: {
                ...context.form,
                role: event.role,
                store: event.role === context.form.role ? context.form.store : [],
              },
            }),
          },
        },
        // Spec 5: submit is disabled until the form is valid (`snapshot.can({ type: "user.submit" })`).
        "user.submit": { guard: "formValid", target: "submitting", actions: assign({ message: undefined }) },
      },
    },
    submitting: {
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => ({ body: registerBody(context.form) }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ status: event.output.status }) },
            target: "thankYou",
            actions: {
              type: "showMessage",
              params: ({ event }) => ({ message: { type: "success", key: event.output.message } as const }),
            },
          },
          {
            target: "editing",
            actions: {
              type: "showMessage",
              params: ({ event }) => ({ message: { type: "error", key: event.output.message } as const }),
            },
          },
        ],
        // Spec 8: the server's message with its status as the type; the form is kept.
        onError: {
          target: "editing",
          actions: {
            type: "showMessage",
            params: ({ event }) => ({ message: flowMessageFromFailure(event.error) }),
          },
        },
      },
    },
    thankYou: { type: "final" },
  },
});
