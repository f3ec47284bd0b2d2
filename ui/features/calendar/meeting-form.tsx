import { useActorRef, useSelector } from "@xstate/react";
import { use, useMemo } from "react";
import { fromPromise } from "xstate";
import { instantToLocal, localToInstant, meetingDraftErrors } from "../../../core/calendar/meeting-draft";
import { ROLES } from "../../../core/permissions/role";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { meetingScheduleMachine } from "../../../machines/calendar/meeting-schedule.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { FieldErrorList } from "../../components/field-errors";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { DateTimeField } from "../../components/date-field";
import * as field from "../../components/field.css";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./calendar.css";
import { usePorts } from "../../platform/ports";
import { CALENDAR_PORTS } from "../../../machines/calendar/calendar-ports";

const zone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;
const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Head office's form: when, how long, what, and which stores or roles; then invitations go out. */
export function MeetingForm({ onScheduled }: { readonly onScheduled: () => void }) {
  const { t } = useI18n();
  const ports = usePorts(CALENDAR_PORTS);
  // The port gives the same promise each time: state made during a suspended render is thrown away.
  const stores = use(ports.stores());
  const machine = useMemo(
    () =>
      meetingScheduleMachine.provide({
        actors: {
          createIdempotencyKey: idempotencyKeyFrom(ports.newKey),
          schedule: fromPromise(async ({ input }) => {
            const invited = await ports.schedule(input.meeting, input.key);
            onScheduled();
            return invited;
          }),
        },
      }),
    [ports, onScheduled],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { draft, showErrors, notice } = snapshot.context;
  // Errors show only after a submit, which records its "now": the rule runs at that instant.
  const errors = meetingDraftErrors(
    draft,
    snapshot.context.now === "" ? "1970-01-01T00:00:00Z" : snapshot.context.now,
  );
  const sending = !snapshot.matches("editing");
  const change = (next: Partial<typeof draft>) =>
    actor.send({ type: "user.change", draft: { ...draft, ...next } });
  return (
    <section className={card} aria-labelledby="meeting-form-title">
      <div className={cardHeader}>
        <h2 id="meeting-form-title" className={cardTitle}>
          {t("ui_meeting_schedule")}
        </h2>
      </div>
      <StatusMessage
        message={
          notice === undefined
            ? undefined
            : notice.tone === "success"
              ? { key: "ui_meeting_invited", tone: "success", values: { count: notice.invited } }
              : { key: notice.key, tone: "error" }
        }
      />
      <form
        noValidate
        className={css.formStack}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "user.submit", now: new Date().toISOString() });
        }}
      >
        <DateTimeField
          labelKey="ui_meeting_when"
          value={instantToLocal(draft.dateTime, zone())}
          onValueChange={(value) => change({ dateTime: localToInstant(value, zone()) })}
          errors={showErrors ? errors.dateTime : []}
        />
        <TextField
          type="number"
          min={15}
          max={480}
          step={15}
          labelKey="ui_meeting_duration"
          value={String(draft.duration_minutes)}
          onValueChange={(value) => change({ duration_minutes: Number(value) })}
          errors={showErrors ? errors.duration_minutes : []}
        />
        <TextField
          labelKey="ui_meeting_description"
          value={draft.description}
          onValueChange={(value) => change({ description: value })}
          errors={showErrors ? errors.description : []}
        />
        <fieldset className={field.fieldset}>
          <legend className={field.legend}>{t("ui_meeting_stores")}</legend>
          <div className={css.checks}>
            {stores.map((store) => (
              <label key={store.id}>
                <input
                  type="checkbox"
                  checked={draft.store_ids.includes(store.id)}
                  onChange={() => change({ store_ids: toggle(draft.store_ids, store.id) })}
                />
                {store.title}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={field.fieldset}>
          <legend className={field.legend}>{t("ui_meeting_roles")}</legend>
          <div className={css.checks}>
            {ROLES.map((role) => (
              <label key={role}>
                <input
                  type="checkbox"
                  checked={draft.roles.includes(role)}
                  onChange={() => change({ roles: toggle(draft.roles, role) })}
                />
                {t(`ui_role_${role}`)}
              </label>
            ))}
          </div>
          <FieldErrorList id="meeting-audience-errors" keys={showErrors ? errors.audience : []} />
        </fieldset>
        <div>
          <Button type="submit" busy={sending} disabled={sending}>
            {sending ? t("ui_meeting_sending") : t("ui_meeting_submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
