import type { validationMessages } from "../i18n/catalogue-validation";

/** A message key of the validation catalogue: what every rule in this folder returns. */
export type ValidationKey = keyof typeof validationMessages;
