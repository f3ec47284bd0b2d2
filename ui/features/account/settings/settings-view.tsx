import type { Temporal } from "temporal-polyfill";
import { formatPlainDate } from "../../../../core/rules/stamp-format";
import { card, cardTitle } from "../../../components/card.css";
import { Loader } from "../../../components/loader";
import { useI18n } from "../../../i18n/i18n-context";
import { useDateFormat } from "../../../i18n/date-format-context";
import * as form from "../../auth/public-shell/form.css";
import { grid } from "../../../components/page.css";
import type { ProfileData } from "../../../platform/session-view";

const GENDER_KEYS: Readonly<Record<number, string>> = {
  1: "ui_gender_male",
  2: "ui_gender_female",
  3: "ui_gender_other",
  4: "ui_gender_no_answer",
};

const phone = (code: number | null, number: string | null): string =>
  number === null || number === "" ? "" : `${code === null ? "" : `+${code} `}${number}`;

/** The user's profile as read (the profile card of /settings shows it between edits). */
export function SettingsView({ profile }: { readonly profile: ProfileData | undefined }) {
  const { t } = useI18n();
  const { datePattern } = useDateFormat();
  if (profile === undefined) return <Loader />;
  const date = (value: Temporal.PlainDate | null) =>
    value === null ? "" : formatPlainDate(value, datePattern);
  const info = profile.information;
  const sections: ReadonlyArray<{ titleKey: string; rows: ReadonlyArray<readonly [string, string]> }> = [
    {
      titleKey: "ui_settings_personal",
      rows: [
        ["ui_summary_name", `${profile.f_name} ${profile.l_name}`],
        ["ui_field_gender", profile.gender === null ? "" : t(GENDER_KEYS[profile.gender] ?? "")],
        ["ui_settings_dob", date(profile.dob)],
        ["ui_settings_clothing_size", profile.clothing_size ?? ""],
      ],
    },
    {
      titleKey: "ui_settings_contact",
      rows: [
        ["ui_summary_email", info.email ?? ""],
        ["ui_summary_mobile", phone(info.mobile_country_code, info.mobile)],
        ["ui_settings_phone", phone(info.phone_country_code, info.phone)],
        ["ui_settings_consent", t(profile.consent ? "ui_yes" : "ui_no")],
      ],
    },
    {
      titleKey: "ui_settings_work",
      rows: [
        ["ui_settings_company", profile.company ?? ""],
        ["ui_settings_hiring_date", date(profile.hiring_date)],
        ["ui_settings_health_begin", date(profile.health_certificate_begin_date)],
        ["ui_settings_health_end", date(profile.health_certificate_end_date)],
      ],
    },
  ];
  return (
    <>
      <div className={grid}>
        {sections.map((section) => (
          <section key={section.titleKey} className={card} aria-labelledby={section.titleKey}>
            <h2 id={section.titleKey} className={cardTitle}>
              {t(section.titleKey)}
            </h2>
            <dl className={form.summary}>
              {section.rows.map(([key, value]) => (
                <div key={key} className={form.summaryRow}>
                  <dt className={form.summaryTerm}>{t(key)}</dt>
                  <dd className={form.summaryValue}>{value === "" ? "—" : value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
