import { useActorRef, useSelector } from "@xstate/react";
import { Suspense, useCallback, useMemo } from "react";
import { Temporal } from "temporal-polyfill";
import { fromPromise } from "xstate";
import type { CalendarEntry } from "../../../core/calendar/calendar-month";
import { meetingWindowStart, type MeetingWindow } from "../../../core/calendar/meeting-window";
import {
  createMeetingCalendarMachine,
  type CalendarLoad,
} from "../../../machines/calendar/meeting-calendar.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { useSessionView } from "../../platform/session-view";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { LoadFailed } from "../../components/load-states";
import { PageHeader } from "../../components/page-header";
import { SectionNav } from "../../components/section-nav";
import { MEETING_SCREENS } from "../../../core/permissions/screen-links";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import { AgendaList, MonthGrid } from "./calendar-views";
import { MeetingForm } from "./meeting-form";
import * as css from "./calendar.css";
import { usePorts } from "../../platform/ports";
import { CALENDAR_PORTS } from "../../../machines/calendar/calendar-ports";

const calendarMachine = createMeetingCalendarMachine<CalendarEntry>();

/** /upcoming: from the start of today, agenda first. */
export function UpcomingRoute() {
  return <CalendarScreen window="day" titleKey="ui_route_upcoming" leadKey="ui_calendar_lead_upcoming" />;
}

/** /upcomingmeetings: the year's meetings, month first. */
export function UpcomingMeetingsRoute() {
  return (
    <CalendarScreen window="year" titleKey="ui_route_upcomingmeetings" leadKey="ui_calendar_lead_year" />
  );
}

function CalendarScreen({
  window,
  titleKey,
  leadKey,
}: {
  readonly window: MeetingWindow;
  readonly titleKey: string;
  readonly leadKey: string;
}) {
  const { t } = useI18n();
  const { state } = useSessionView();
  const storeVersion = state.status === "signedIn" ? state.storeVersion : 0;
  const role = state.status === "signedIn" ? state.permission.role : undefined;
  return (
    <>
      <PageHeader title={t(titleKey)} leadKey={leadKey} />
      <SectionNav labelKey="ui_meeting_screens" links={MEETING_SCREENS} role={role} />
      <Calendar key={storeVersion} window={window} />
    </>
  );
}

function Calendar({ window }: { readonly window: MeetingWindow }) {
  const { t } = useI18n();
  const ports = usePorts(CALENDAR_PORTS);
  const machine = useMemo(
    () =>
      calendarMachine.provide({
        actors: {
          load: fromPromise(async (): Promise<CalendarLoad<CalendarEntry>> => {
            const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
            const from = meetingWindowStart(window, Temporal.Now.instant(), zone).toString();
            const loads = await Promise.all(ports.sources.map((source) => source.load(from)));
            return {
              entries: loads.flatMap((load) => load.entries),
              canSchedule: loads.some((load) => load.canSchedule),
            };
          }),
        },
      }),
    [ports, window],
  );
  const actor = useActorRef(machine, {
    input: {
      month: Temporal.Now.plainDateISO().toPlainYearMonth().toString(),
      view: window === "day" ? "agenda" : "month",
    },
    inspect: inspectionRelay.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const reload = useCallback(() => actor.send({ type: "user.reload" }), [actor]);
  const month = Temporal.PlainYearMonth.from(context.month);
  const { language } = useI18n();
  const monthName = month
    .toPlainDate({ day: 1 })
    .toLocaleString(language, { month: "long", year: "numeric" });
  const body = snapshot.matches("ready") ? (
    context.view === "month" ? (
      <MonthGrid month={context.month} entries={context.entries} />
    ) : context.entries.length === 0 ? (
      <div className={emptyState}>
        <p>{t("ui_calendar_empty")}</p>
      </div>
    ) : (
      <AgendaList entries={context.entries} />
    )
  ) : snapshot.matches("failed") ? (
    // The shared failure in its in-card form (the card names the calendar), with the request id.
    <LoadFailed
      failureKey={context.failureKey ?? "b2b_something_went_wrong"}
      requestId={context.failureRequestId}
      retry={reload}
      inCard
    />
  ) : (
    <Loader />
  );
  return (
    <div className={context.canSchedule ? css.layout : undefined}>
      <section className={card} aria-labelledby="calendar-title">
        <div className={cardHeader}>
          <h2 id="calendar-title" className={cardTitle}>
            {context.view === "month" ? monthName : t("ui_calendar_agenda")}
          </h2>
          <div className={css.toolbar}>
            {context.view === "month" ? (
              <>
                <Button
                  variant="secondary"
                  aria-label={t("ui_calendar_previous")}
                  onClick={() =>
                    actor.send({ type: "user.showMonth", month: month.subtract({ months: 1 }).toString() })
                  }
                >
                  ‹
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t("ui_calendar_next")}
                  onClick={() =>
                    actor.send({ type: "user.showMonth", month: month.add({ months: 1 }).toString() })
                  }
                >
                  ›
                </Button>
              </>
            ) : null}
            <Button
              variant={context.view === "month" ? "primary" : "secondary"}
              aria-pressed={context.view === "month"}
              onClick={() => actor.send({ type: "user.setView", view: "month" })}
            >
              {t("ui_calendar_month")}
            </Button>
            <Button
              variant={context.view === "agenda" ? "primary" : "secondary"}
              aria-pressed={context.view === "agenda"}
              onClick={() => actor.send({ type: "user.setView", view: "agenda" })}
            >
              {t("ui_calendar_agenda")}
            </Button>
          </div>
        </div>
        {body}
      </section>
      {context.canSchedule ? (
        <Suspense fallback={<Loader />}>
          <MeetingForm onScheduled={reload} />
        </Suspense>
      ) : null}
    </div>
  );
}
