import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/button";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./dev.css";
import { useDevTools, type OutboxMessage } from "./dev-tools-context";

/**
 * /dev/outbox: what the server would have sent by e-mail and SMS in demo mode, newest first, so a
 * newcomer can finish a registration (link, then code) or a password reset with no gateway.
 */
export function OutboxPage() {
  const { t } = useI18n();
  const port = useDevTools();
  const [messages, setMessages] = useState<readonly OutboxMessage[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (port === null) return;
    port.outbox().then(
      (list) => {
        setMessages(list);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [port]);

  useEffect(() => {
    load();
    // A message sent from another tab (a register form, a reset request) shows when the user comes back.
    window.addEventListener("focus", load);
    return () => window.removeEventListener("focus", load);
  }, [load]);

  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t("ui_dev_outbox_title")}</h1>
      <p>{t("ui_dev_outbox_lead")}</p>
      <Button variant="secondary" onClick={load}>
        {t("ui_dev_outbox_refresh")}
      </Button>
      {failed ? <p role="alert">{t("ui_dev_outbox_failed")}</p> : null}
      {messages?.length === 0 ? <p>{t("ui_dev_outbox_empty")}</p> : null}
      <ol className={css.outboxList} aria-label={t("ui_dev_outbox_title")}>
        {(messages ?? []).map((message) => (
          <li key={message.id} className={css.outboxItem}>
            <p className={css.outboxMeta}>
              <strong>{message.channel === "sms" ? t("ui_dev_outbox_sms") : t("ui_dev_outbox_email")}</strong>{" "}
              {t("ui_dev_outbox_to", { to: message.to })} ·{" "}
              <time dateTime={message.c_stamp}>{message.c_stamp}</time>
            </p>
            {message.subject === null ? null : <p className={css.outboxSubject}>{message.subject}</p>}
            <p className={css.outboxBody}>{message.body}</p>
            {message.links.map((link) => (
              <p key={link}>
                <a href={link}>{link}</a>
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
