import { Temporal } from "temporal-polyfill";
import { entriesByDay, monthWeeks, agenda, type CalendarEntry } from "../../../core/calendar/calendar-month";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./calendar.css";

const zone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The month grid (Monday first); each day lists its entries, phones show dots. */
export function MonthGrid({
  month,
  entries,
}: {
  readonly month: string;
  readonly entries: readonly CalendarEntry[];
}) {
  const { t } = useI18n();
  const format = useFormatInstant();
  const shown = Temporal.PlainYearMonth.from(month);
  const byDay = entriesByDay(entries, zone());
  const today = Temporal.Now.plainDateISO().toString();
  const weekdays = t("ui_calendar_weekdays").split(",");
  return (
    <div className={css.grid} role="grid" aria-label={month}>
      <div role="row" style={{ display: "contents" }}>
        {weekdays.map((name) => (
          <div key={name} role="columnheader" className={css.weekday}>
            {name}
          </div>
        ))}
      </div>
      {monthWeeks(shown).map((week) => (
        <div role="row" key={week[0]?.toString()} style={{ display: "contents" }}>
          {week.map((date) => {
            const key = date.toString();
            const inMonth = date.month === shown.month;
            const items = byDay.get(key) ?? [];
            return (
              <div
                key={key}
                role="gridcell"
                className={[css.day, inMonth ? "" : css.otherMonth, key === today ? css.today : ""].join(" ")}
              >
                <div className={css.dayNumber}>{date.day}</div>
                {items.map((item) => (
                  <span
                    key={item.id}
                    className={css.chip}
                    title={`${format(item.start, true)} ${item.title}`}
                  >
                    {format(item.start, true).split(" ").at(-1)} {item.title}
                  </span>
                ))}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The agenda: every entry in time order with its date, time and length. */
export function AgendaList({ entries }: { readonly entries: readonly CalendarEntry[] }) {
  const { t } = useI18n();
  const format = useFormatInstant();
  return (
    <ul className={css.agenda}>
      {agenda(entries).map((entry) => (
        <li key={entry.id} className={css.agendaItem}>
          <div>
            <div className={css.when}>{format(entry.start, true)}</div>
            <div className={css.kind}>
              {t(`ui_calendar_kind_${entry.kind}`)}
              {entry.minutes === undefined ? "" : ` · ${t("ui_calendar_minutes", { count: entry.minutes })}`}
            </div>
          </div>
          <div>{entry.title}</div>
        </li>
      ))}
    </ul>
  );
}
