import { useRef, useState } from "react";
import type { PostReach } from "../../../core/posts/posts-wire";
import { Button } from "../../components/button";
import { ConfirmQuestion } from "../../components/confirm-question";
import { useI18n } from "../../i18n/i18n-context";
import { formatPercent } from "../../../core/i18n/number-format";
import * as css from "./posts.css";

/** Head office's read reach: per store, the share that confirmed and who has or has not. */
export function PostReachTable({
  reach,
  reminding,
  onRemind,
}: {
  readonly reach: PostReach;
  readonly reminding: boolean;
  readonly onRemind: () => void;
}) {
  const { t, language } = useI18n();
  // Asked in the view, not the machine: nothing leaves the page until "send", and the machine's
  // "reminding" still starts from the one user.remind it always had.
  const [confirming, setConfirming] = useState(false);
  const remindButton = useRef<HTMLButtonElement>(null);
  // The e-mails a reminder sends (people still to confirm, with an address); a host that does not
  // say falls back to everyone still to confirm (the reach counts each person once).
  const unconfirmed = reach.total - reach.acknowledged;
  const toRemind = reach.remindable ?? unconfirmed;
  const withoutEmail = unconfirmed - toRemind;
  const answer = (send: boolean) => {
    setConfirming(false);
    if (send) onRemind();
    else remindButton.current?.focus();
  };
  return (
    <section className={`${css.article} ${css.reach}`} aria-labelledby="post-reach">
      <div className={css.articleBody}>
        <h2 id="post-reach">{t("ui_post_reach")}</h2>
        <p data-testid="reach-total">
          <strong>{formatPercent(reach.percent, language)}</strong> {t("ui_post_reach_total")} (
          {reach.acknowledged}/{reach.total})
        </p>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.cell} scope="col">
                  {t("ui_post_reach_store")}
                </th>
                <th className={css.cell} scope="col">
                  {t("ui_post_reach_person")}
                </th>
                <th className={css.cell} scope="col">
                  {t("ui_post_reach_state")}
                </th>
              </tr>
            </thead>
            <tbody>
              {reach.stores.flatMap((store) =>
                store.people.map((person, index) => (
                  <tr key={`${store.store_id}:${person.user_id}`}>
                    {index === 0 ? (
                      <th className={css.cell} scope="row" rowSpan={store.people.length}>
                        {store.store_title}
                        <div
                          className={css.bar}
                          role="img"
                          aria-label={formatPercent(store.percent, language)}
                        >
                          <div className={css.barFill} style={{ width: `${store.percent}%` }} />
                        </div>
                        <span className={css.meta}>
                          {formatPercent(store.percent, language)} ({store.acknowledged}/{store.total})
                        </span>
                      </th>
                    ) : null}
                    <td className={css.cell}>{person.name}</td>
                    <td className={css.cell}>
                      {t(person.acknowledged ? "ui_post_reach_done" : "ui_post_reach_pending")}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        {toRemind > 0 ? (
          <div>
            <Button
              ref={remindButton}
              variant="secondary"
              busy={reminding}
              disabled={reminding}
              aria-expanded={confirming}
              onClick={() => setConfirming(true)}
            >
              {t("ui_post_remind")}
            </Button>
          </div>
        ) : null}
        {confirming && toRemind > 0 ? (
          <ConfirmQuestion
            question={
              withoutEmail > 0
                ? `${t("ui_post_remind_confirm", { count: toRemind })} ${t("ui_post_remind_no_email", { count: withoutEmail })}`
                : t("ui_post_remind_confirm", { count: toRemind })
            }
            confirmLabel={t("ui_post_remind_yes")}
            cancelLabel={t("ui_post_remind_cancel")}
            onConfirm={() => answer(true)}
            onCancel={() => answer(false)}
            // Focus starts on "cancel": a second Enter must not e-mail everyone (the finding).
            focus="cancel"
          />
        ) : null}
      </div>
    </section>
  );
}
