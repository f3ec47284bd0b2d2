import { DEFAULT_COUNTRY_CODE } from "../../../core/constants/portal-constants";

/** What the register inputs hold while the user types (selects bind text). */
export interface RegisterFormValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly gender: string;
  readonly country_code: string;
  readonly mobile: string;
  readonly email: string;
  readonly role: "Staff" | "Trainee";
  readonly store: readonly number[];
  readonly job_position: string;
}

/** The body of POST auth/register (spec 3; stores as a list of ids, Staff only). */
export interface RegisterSubmission {
  readonly first_name: string;
  readonly last_name: string;
  readonly gender: number;
  readonly country_code: number;
  readonly mobile: string;
  readonly email?: string;
  readonly role: "Staff" | "Trainee";
  readonly store: readonly number[];
  readonly job_position: number | null;
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  first_name: "",
  last_name: "",
  gender: "",
  country_code: String(DEFAULT_COUNTRY_CODE),
  mobile: "",
  email: "",
  role: "Staff",
  store: [],
  job_position: "",
};

export function toRegisterSubmission(form: RegisterFormValues): RegisterSubmission {
  const trainee = form.role === "Trainee";
  const email = form.email.trim();
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    gender: Number(form.gender),
    country_code: Number(form.country_code),
    mobile: form.mobile,
    ...(email === "" ? {} : { email }),
    role: form.role,
    store: trainee ? [] : form.store,
    job_position: trainee || form.job_position === "" ? null : Number(form.job_position),
  };
}
