import { useCallback, useState } from "react";
import { Button } from "../../../components/button";
import { FilePicker } from "../../../components/file-picker";
import { card, cardHeader, cardTitle, muted } from "../../../components/card.css";
import { SelectField } from "../../../components/select-field";
import { StatusMessage } from "../../../components/status-message";
import { useI18n } from "../../../i18n/i18n-context";
import { useOneAction } from "../../../components/use-one-action";
import * as css from "../account.css";
import { usePorts } from "../../../platform/ports";
import { ACCOUNT_PORTS } from "../../../../machines/account/account-ports";

type Outcome = ReturnType<typeof useOneAction>["outcome"];

const message = (outcome: Outcome, successKey: string) =>
  outcome === undefined
    ? undefined
    : outcome.kind === "failed"
      ? { key: outcome.key, tone: "error" as const }
      : { key: successKey, tone: "success" as const };

/** The profile picture: chosen, checked by the server by its bytes, shown at once. */
export function AvatarCard({ avatarUrl }: { readonly userId: number; readonly avatarUrl: string | null }) {
  const { t } = useI18n();
  const { api, host } = usePorts(ACCOUNT_PORTS);
  const run = useCallback((file: unknown) => api.uploadAvatar(file as Blob), [api]);
  const action = useOneAction(run, false);
  const uploaded = action.outcome?.kind === "done" ? String(action.outcome.output) : undefined;
  // A new picture has the same path as the old one when the type is the same: a fresh query skips the cache.
  const [version] = useState(() => Date.now());
  const src = uploaded !== undefined ? `${host}/echo/${uploaded}?v=${version + 1}` : (avatarUrl ?? undefined);
  return (
    <section className={card} aria-labelledby="avatar-title">
      <div className={cardHeader}>
        <h2 id="avatar-title" className={cardTitle}>
          {t("ui_settings_avatar")}
        </h2>
      </div>
      <div className={css.avatarRow}>
        {src === undefined ? (
          <div className={css.avatar} aria-hidden="true" />
        ) : (
          <img className={css.avatar} src={src} alt={t("ui_settings_avatar")} />
        )}
        <div>
          <label>
            <span className={muted}>{t("ui_settings_avatar_hint")}</span>
            <br />
            <FilePicker
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label={t("ui_settings_avatar_choose")}
              disabled={action.phase === "running"}
              hideChosen
              onFiles={([file]) => {
                if (file !== undefined) action.send({ type: "user.start", payload: file });
              }}
            />
          </label>
        </div>
      </div>
      <StatusMessage message={message(action.outcome, "b2b_avatar_saved")} />
    </section>
  );
}

/** The language of the portal and of what it sends the person. */
export function LanguageCard() {
  const { t, language, setLanguage } = useI18n();
  const { api } = usePorts(ACCOUNT_PORTS);
  const [choice, setChoice] = useState<"el" | "en">(language === "en-US" ? "en" : "el");
  const run = useCallback(
    async (payload: unknown) => {
      const chosen = payload === "en" ? "en" : "el";
      await api.saveLanguage(chosen);
      setLanguage(chosen === "en" ? "en-US" : "el-GR");
    },
    [api, setLanguage],
  );
  const action = useOneAction(run, false);
  return (
    <section className={card} aria-labelledby="language-title">
      <div className={cardHeader}>
        <h2 id="language-title" className={cardTitle}>
          {t("ui_settings_language")}
        </h2>
      </div>
      <p className={muted}>{t("ui_settings_language_lead")}</p>
      <SelectField
        labelKey="ui_settings_language_field"
        value={choice}
        onValueChange={(value) => setChoice(value === "en" ? "en" : "el")}
        options={[
          { value: "el", label: "Ελληνικά" },
          { value: "en", label: "English" },
        ]}
      />
      <div className={css.actionsRow}>
        <Button
          busy={action.phase === "running"}
          onClick={() => action.send({ type: "user.start", payload: choice })}
        >
          {t("ui_settings_language_save")}
        </Button>
      </div>
      <StatusMessage message={message(action.outcome, "b2b_language_saved")} />
    </section>
  );
}

/**
 * The person's calendar feed links (licences and services, issue 29 item 9): a new link stops every
 * older one at once, for a link that was shared or a phone that was lost. The stores' screens then
 * give the new link.
 */
export function CalendarLinksCard() {
  const { t } = useI18n();
  const { api } = usePorts(ACCOUNT_PORTS);
  const run = useCallback(() => api.renewCalendarLinks(), [api]);
  const action = useOneAction(run, false);
  return (
    <section className={card} aria-labelledby="calendar-links-title">
      <div className={cardHeader}>
        <h2 id="calendar-links-title" className={cardTitle}>
          {t("ui_settings_calendar_links")}
        </h2>
      </div>
      <p className={muted}>{t("ui_settings_calendar_links_lead")}</p>
      <div className={css.actionsRow}>
        <Button
          variant="secondary"
          busy={action.phase === "running"}
          onClick={() => action.send({ type: "user.start" })}
        >
          {t("ui_settings_calendar_links_new")}
        </Button>
      </div>
      <StatusMessage message={message(action.outcome, "b2b_calendar_links_renewed")} />
    </section>
  );
}

/** Closing one's own access, after a confirmation; the session ends with it. */
export function CloseAccessCard({ onClosed }: { readonly onClosed: () => void }) {
  const { t } = useI18n();
  const { api } = usePorts(ACCOUNT_PORTS);
  const run = useCallback(async () => {
    await api.disableAccess();
    onClosed();
  }, [api, onClosed]);
  const action = useOneAction(run, true);
  return (
    <section className={`${card} ${css.dangerZone}`} aria-labelledby="close-access-title">
      <div className={cardHeader}>
        <h2 id="close-access-title" className={cardTitle}>
          {t("ui_settings_disable")}
        </h2>
      </div>
      <p className={muted}>{t("ui_settings_disable_lead")}</p>
      {action.phase === "confirming" ? (
        <div className={css.dialog} role="alertdialog" aria-label={t("ui_settings_disable_confirm_title")}>
          <p>
            <strong>{t("ui_settings_disable_confirm_title")}</strong>
          </p>
          <div className={css.actionsRow}>
            <Button variant="primary" onClick={() => action.send({ type: "user.confirm" })}>
              {t("ui_settings_disable_confirm")}
            </Button>
            <Button variant="secondary" onClick={() => action.send({ type: "user.cancel" })}>
              {t("ui_settings_cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className={css.actionsRow}>
          <Button
            variant="secondary"
            busy={action.phase === "running"}
            onClick={() => action.send({ type: "user.start" })}
          >
            {t("ui_settings_disable")}
          </Button>
        </div>
      )}
      <StatusMessage message={message(action.outcome, "b2b_access_disabled")} />
    </section>
  );
}
