import { useI18n } from "../../../i18n/i18n-context";
import * as css from "../public-shell/form.css";

/** What GET auth/registered/data/{hash} tells us (spec 3, "Registered data"). */
export interface RegisteredSummaryData {
  readonly mobile: string;
  readonly mobile_country_code: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly store: readonly string[];
  readonly job_position: string | null;
  readonly is_trainee: boolean;
}

export function RegisteredSummary({ data }: { readonly data: RegisteredSummaryData }) {
  const { t } = useI18n();
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["ui_summary_name", `${data.first_name} ${data.last_name}`],
    ["ui_summary_mobile", `+${data.mobile_country_code} ${data.mobile}`],
    ...(data.email !== null && data.email !== "" ? [["ui_summary_email", data.email] as const] : []),
    ["ui_summary_role", t(data.is_trainee ? "ui_register_role_trainee" : "ui_register_role_staff")],
    ...(data.store.length > 0 ? [["ui_summary_stores", data.store.join(", ")] as const] : []),
    ...(data.job_position !== null ? [["ui_summary_job_position", data.job_position] as const] : []),
  ];
  return (
    <dl className={css.summary} aria-label={t("ui_summary_title")}>
      {rows.map(([key, value]) => (
        <div key={key} className={css.summaryRow}>
          <dt className={css.summaryTerm}>{t(key)}</dt>
          <dd className={css.summaryValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
