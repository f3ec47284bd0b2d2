import { lazy, Suspense, useCallback } from "react";
import type { ActivityRow, CommRow } from "../../../../core/account/account-wire";
import { Button } from "../../../components/button";
import { PageHeader } from "../../../components/page-header";
import { StatusMessage } from "../../../components/status-message";
import { useI18n } from "../../../i18n/i18n-context";
import { useFormatInstant } from "../../../i18n/use-format-date";
import { AccountListCard } from "../account-list-card";
import { useOneAction } from "../../../components/use-one-action";
import { useAccountSession } from "../account-session";
import * as css from "../account.css";
import { usePorts } from "../../../platform/ports";
import { ACCOUNT_PORTS } from "../../../../machines/account/account-ports";

// The commerce area's card, loaded only here and only when it is shown (it decides who sees it).
const TransactionsCard = lazy(() =>
  import("../../commerce/transactions-card").then((m) => ({ default: m.TransactionsCard })),
);

/**
 * /activity: the security log (sign-ins, changes, "sign out everywhere else"), the messages sent and,
 * where the commerce screens are on, the store's transactions.
 */
export function ActivityRoute() {
  const { t } = useI18n();
  const { api } = usePorts(ACCOUNT_PORTS);
  const { storeVersion } = useAccountSession();
  return (
    <>
      <PageHeader title={t("ui_route_activity")} leadKey="ui_activity_lead" />
      <div className={css.columns} key={storeVersion}>
        <AccountListCard<ActivityRow>
          titleKey="ui_activity_security"
          emptyKey="ui_activity_empty"
          load={api.activity}
          renderRows={(rows) => <ActivityTable rows={rows} />}
          actions={<SignOutEverywhere />}
        />
        <AccountListCard<CommRow>
          titleKey="ui_activity_messages"
          emptyKey="ui_activity_messages_empty"
          load={api.messages}
          renderRows={(rows) => <MessagesTable rows={rows} />}
        />
      </div>
      <Suspense fallback={null}>
        <TransactionsCard />
      </Suspense>
    </>
  );
}

/** A short name of the browser and system from the user agent, for people (the full text on hover). */
function shortDevice(agent: string | null): string {
  if (agent === null) return "—";
  const system =
    /iPhone|iPad|Android|Windows|Mac OS X|Linux/u.exec(agent)?.[0]?.replace("Mac OS X", "macOS") ?? "";
  const browser = /Edg|Firefox|Chrome|Safari/u.exec(agent)?.[0]?.replace("Edg", "Edge") ?? "";
  const text = [browser, system].filter((part) => part !== "").join(" · ");
  return text === "" ? agent.slice(0, 40) : text;
}

function ActivityTable({ rows }: { readonly rows: readonly ActivityRow[] }) {
  const { t } = useI18n();
  const format = useFormatInstant();
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th scope="col">{t("ui_activity_when")}</th>
          <th scope="col">{t("ui_activity_what")}</th>
          <th scope="col">{t("ui_activity_address")}</th>
          <th scope="col">{t("ui_activity_device")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={t("ui_activity_when")} className={css.stamp}>
              {format(row.c_stamp, true)}
            </td>
            <td data-label={t("ui_activity_what")}>{t(`ui_activity_status_${row.status}`)}</td>
            <td data-label={t("ui_activity_address")}>{row.ip === "" ? "—" : row.ip}</td>
            <td data-label={t("ui_activity_device")} className={css.device} title={row.device ?? undefined}>
              {shortDevice(row.device)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MessagesTable({ rows }: { readonly rows: readonly CommRow[] }) {
  const { t } = useI18n();
  const format = useFormatInstant();
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th scope="col">{t("ui_activity_when")}</th>
          <th scope="col">{t("ui_activity_channel")}</th>
          <th scope="col">{t("ui_activity_content")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={t("ui_activity_when")} className={css.stamp}>
              {format(row.c_stamp, true)}
            </td>
            <td data-label={t("ui_activity_channel")}>{t(`ui_activity_channel_${row.channel_type}`)}</td>
            <td data-label={t("ui_activity_content")}>{row.content}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Sign out everywhere else", after a confirmation; says how many sessions ended. */
function SignOutEverywhere() {
  const { t } = useI18n();
  const { api } = usePorts(ACCOUNT_PORTS);
  const run = useCallback(() => api.signOutEverywhere(), [api]);
  const action = useOneAction(run, true);
  return (
    <div>
      {action.phase === "confirming" ? (
        <div className={css.dialog} role="group" aria-label={t("ui_activity_sign_out_everywhere")}>
          <p>{t("ui_activity_sign_out_everywhere_lead")}</p>
          <div className={css.actionsRow}>
            <Button onClick={() => action.send({ type: "user.confirm" })}>
              {t("ui_activity_sign_out_everywhere")}
            </Button>
            <Button variant="secondary" onClick={() => action.send({ type: "user.cancel" })}>
              {t("ui_settings_cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          busy={action.phase === "running"}
          onClick={() => action.send({ type: "user.start" })}
        >
          {t("ui_activity_sign_out_everywhere")}
        </Button>
      )}
      <StatusMessage
        message={
          action.outcome === undefined
            ? undefined
            : action.outcome.kind === "failed"
              ? { key: action.outcome.key, tone: "error" }
              : {
                  key: "ui_activity_ended_sessions",
                  tone: "success",
                  values: { count: Number(action.outcome.output) },
                }
        }
      />
    </div>
  );
}
