import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import {
  CLOTHING_SIZES,
  profileDraftToDetails,
  validateProfileDraft,
  type ProfileDraft,
  type ProfileField,
} from "../../../../core/account/profile-details";
import { profileFormMachine } from "../../../../machines/account/profile-form.machine";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";
import { Button } from "../../../components/button";
import { card, cardHeader, cardTitle } from "../../../components/card.css";
import { CheckboxField } from "../../../components/checkbox-field";
import { SelectField } from "../../../components/select-field";
import { StatusMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { DateField } from "../../../components/date-field";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "../account.css";
import { Temporal } from "temporal-polyfill";
import { SettingsView } from "./settings-view";
import type { ProfileData } from "../../../platform/session-view";
import { usePorts } from "../../../platform/ports";
import { ACCOUNT_PORTS } from "../../../../machines/account/account-ports";

const isoOrBlank = (value: Temporal.PlainDate | null): string => (value === null ? "" : value.toString());
const dateOrNull = (value: string): Temporal.PlainDate | null =>
  value === "" ? null : Temporal.PlainDate.from(value);

/** The profile as the form holds it: ISO dates, "" for not given. */
export function draftOf(profile: ProfileData): ProfileDraft {
  const date = isoOrBlank;
  return {
    clothing_size: profile.clothing_size ?? "",
    health_certificate_begin_date: date(profile.health_certificate_begin_date),
    health_certificate_end_date: date(profile.health_certificate_end_date),
    dob: date(profile.dob),
    hiring_date: date(profile.hiring_date),
    email: profile.information.email ?? "",
    phone: profile.information.phone ?? "",
    consent: profile.consent,
  };
}

/** The profile shown with the saved values (what user/me said, then what was saved here). */
function shownProfile(profile: ProfileData, saved: ProfileDraft): ProfileData {
  const date = dateOrNull;
  return {
    ...profile,
    clothing_size: saved.clothing_size === "" ? null : saved.clothing_size,
    health_certificate_begin_date: date(saved.health_certificate_begin_date),
    health_certificate_end_date: date(saved.health_certificate_end_date),
    dob: date(saved.dob),
    hiring_date: date(saved.hiring_date),
    consent: saved.consent,
    information: {
      ...profile.information,
      email: saved.email === "" ? null : saved.email,
      phone: saved.phone === "" ? null : saved.phone,
    },
  };
}

const DATE_FIELDS: ReadonlyArray<readonly [ProfileField, string]> = [
  ["dob", "ui_settings_dob"],
  ["hiring_date", "ui_settings_hiring_date"],
  ["health_certificate_begin_date", "ui_settings_health_begin"],
  ["health_certificate_end_date", "ui_settings_health_end"],
];

/** /settings' profile: read, then edited with core's rule beside each field, saved once. */
export function ProfileCard({
  profile,
  userId,
  today,
}: {
  readonly profile: ProfileData;
  readonly userId: number;
  readonly today: string;
}) {
  const { t } = useI18n();
  const { api, drafts } = usePorts(ACCOUNT_PORTS);
  const machine = useMemo(
    () =>
      profileFormMachine.provide({
        actors: { save: fromPromise(({ input }) => api.saveProfile(profileDraftToDetails(input))) },
        actions: {
          persistDraft: (_, params) => drafts.write(userId, params.draft),
          clearDraft: () => drafts.clear(userId),
        },
      }),
    [api, drafts, userId],
  );
  const actor = useActorRef(machine, {
    input: { saved: draftOf(profile), restored: drafts.read(userId), today },
    inspect: inspectionRelay.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const editing = !snapshot.matches("viewing");
  const errors = validateProfileDraft(context.draft, Temporal.PlainDate.from(today));
  const shown = (field: ProfileField) => (context.showErrors ? errors[field] : []);
  const change = (field: ProfileField) => (value: string) =>
    actor.send({ type: "user.change", field, value });
  const notice =
    context.notice === undefined ? undefined : { key: context.notice.key, tone: context.notice.tone };
  if (!editing)
    return (
      <div>
        <StatusMessage message={notice} />
        <SettingsView profile={shownProfile(profile, context.saved)} />
        <div className={css.actionsRow}>
          <Button onClick={() => actor.send({ type: "user.edit" })}>{t("ui_settings_edit")}</Button>
        </div>
      </div>
    );
  return (
    <section className={card} aria-labelledby="profile-form-title">
      <div className={cardHeader}>
        <h2 id="profile-form-title" className={cardTitle}>
          {t("ui_settings_edit")}
        </h2>
      </div>
      <StatusMessage message={notice} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "user.submit" });
        }}
      >
        <div className={css.formGrid}>
          <SelectField
            labelKey="ui_settings_clothing_size"
            value={context.draft.clothing_size}
            onValueChange={change("clothing_size")}
            placeholderKey="ui_settings_choose_size"
            options={CLOTHING_SIZES.map((size) => ({ value: size, label: size }))}
            errors={shown("clothing_size")}
          />
          {DATE_FIELDS.map(([field, labelKey]) => (
            <DateField
              key={field}
              labelKey={labelKey}
              value={context.draft[field]}
              onValueChange={change(field)}
              errors={shown(field)}
              optional
            />
          ))}
          <TextField
            type="email"
            labelKey="ui_summary_email"
            value={context.draft.email}
            onValueChange={change("email")}
            errors={shown("email")}
            optional
          />
          <TextField
            type="tel"
            inputMode="numeric"
            labelKey="ui_settings_phone_digits"
            value={context.draft.phone}
            onValueChange={change("phone")}
            errors={shown("phone")}
            optional
          />
        </div>
        <CheckboxField
          checked={context.draft.consent}
          onCheckedChange={(value) => actor.send({ type: "user.setConsent", value })}
        >
          {t("ui_settings_consent")}
        </CheckboxField>
        <div className={css.actionsRow}>
          <Button type="submit" busy={snapshot.matches("saving")} disabled={snapshot.matches("saving")}>
            {snapshot.matches("saving") ? t("ui_settings_saving") : t("ui_settings_save")}
          </Button>
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: "user.cancel" })}>
            {t("ui_settings_cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
