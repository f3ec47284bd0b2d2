import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { CommercePorts } from "../../../machines/commerce/commerce-ports";
import { subscriptionsMachine } from "../../../machines/commerce/subscriptions.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, cardTitle } from "../../components/card.css";
import { emptyState, emptyTitle } from "../../components/page.css";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { DateField } from "../../components/date-field";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatPlainDate } from "../../i18n/use-format-date";
import { useCommercePorts, useSelectedStore } from "./commerce-context";
import * as css from "./commerce.css";
import { useStoreChanges } from "./use-commerce-machine";
import { RequestIdLine } from "../../components/request-id-line";

/**
 * /subscriptions (behind COMMERCE_SCREENS): a store's subscriptions with their periods and renewals;
 * a store owner sets a renewal (dates checked by core's rule before sending, and by the server).
 */
export function SubscriptionsRoute() {
  const { t } = useI18n();
  const storeId = useSelectedStore();
  return (
    <>
      <PageHeader title={t("ui_menu_subscriptions")} />
      {storeId === undefined ? null : <SubscriptionList storeId={storeId} />}
    </>
  );
}

function SubscriptionList({ storeId }: { readonly storeId: number }) {
  const ports: CommercePorts = useCommercePorts();
  const { t } = useI18n();
  const formatDate = useFormatPlainDate();
  const machine = useMemo(
    () =>
      subscriptionsMachine.provide({
        actors: {
          loadSubscriptions: fromPromise(({ input }) => ports.subscriptions(input)),
          renew: fromPromise(({ input }) => ports.renewSubscription(input)),
        },
      }),
    [ports],
  );
  const actor = useActorRef(machine, { input: { storeId }, inspect: inspectionRelay.inspect });
  useStoreChanges(storeId, actor.send);
  const snapshot = useSelector(actor, (s) => s);
  const { subscriptions, draft, failureKey, failureRequestId, savedId } = snapshot.context;

  if (snapshot.matches("loading")) return <Loader />;
  if (snapshot.matches("failed"))
    return (
      <div className={emptyState} role="alert">
        <p className={emptyTitle}>{t("ui_commerce_load_failed")}</p>
        <RequestIdLine id={failureRequestId} />
        <Button variant="secondary" onClick={() => actor.send({ type: "user.retry" })}>
          {t("ui_commerce_retry")}
        </Button>
      </div>
    );
  if (subscriptions.length === 0)
    return (
      <div className={emptyState}>
        <p className={emptyTitle}>{t("ui_subscriptions_empty")}</p>
      </div>
    );
  const editing = snapshot.matches("renewing") || snapshot.matches("saving");
  return (
    <ul className={css.subscriptionList}>
      {subscriptions.map((subscription) => {
        const open = editing && draft?.id === subscription.id;
        return (
          <li key={subscription.id} className={card}>
            <h2 className={cardTitle}>{subscription.title}</h2>
            <p>
              {t("ui_subscription_period")}: {formatDate(subscription.start_date)} –{" "}
              {formatDate(subscription.end_date)}
            </p>
            <p className={css.muted}>
              {t("ui_subscription_renewal")}:{" "}
              {subscription.renewal_start_date === null || subscription.renewal_end_date === null
                ? t("ui_subscription_renewal_none")
                : `${formatDate(subscription.renewal_start_date)} – ${formatDate(subscription.renewal_end_date)}`}
            </p>
            {savedId === subscription.id ? (
              <p role="status" className={css.paid}>
                {t("b2b_subscription_saved")}
              </p>
            ) : null}
            {open && draft !== undefined ? (
              <form
                className={css.renewalForm}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: "user.save" });
                }}
              >
                <DateField
                  labelKey="ui_subscription_renewal_start"
                  value={draft.start}
                  onValueChange={(start) => actor.send({ type: "user.editRenewal", start, end: draft.end })}
                  errors={failureKey === undefined ? [] : [failureKey]}
                />
                <DateField
                  labelKey="ui_subscription_renewal_end"
                  value={draft.end}
                  onValueChange={(end) => actor.send({ type: "user.editRenewal", start: draft.start, end })}
                />
                <RequestIdLine id={failureRequestId} />
                <div className={css.actions}>
                  <Button
                    type="submit"
                    busy={snapshot.matches("saving")}
                    disabled={snapshot.matches("saving")}
                  >
                    {t("ui_subscription_save")}
                  </Button>
                  <Button variant="ghost" onClick={() => actor.send({ type: "user.cancel" })}>
                    {t("ui_subscription_cancel")}
                  </Button>
                </div>
              </form>
            ) : (
              <Button
                variant="secondary"
                disabled={editing}
                onClick={() => actor.send({ type: "user.renew", id: subscription.id })}
              >
                {t("ui_subscription_renew")}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
