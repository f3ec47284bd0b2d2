import { useI18n } from "../i18n/i18n-context";
import * as css from "./acting-as-banner.css";
import type { ShellProps } from "./shell-state";

/**
 * Acting as someone else must never be mistaken for one's own account (issue 20): a band above the
 * header on every signed-in screen, while a master session is saved, naming whose account this is
 * and offering the way back in one click. It survives reloads because the saved master does.
 */
export function ActingAsBanner({ state, send }: ShellProps) {
  const { t } = useI18n();
  if (!state.actingAs) return null;
  const name = `${state.user.firstName} ${state.user.lastName}`.trim();
  return (
    <section className={css.banner} aria-label={t("ui_acting_as_banner_label")}>
      <p className={css.text}>{t("ui_acting_as_banner", { name })}</p>
      <button type="button" className={css.back} onClick={() => send({ type: "user.actAsMaster" })}>
        {t("ui_acting_as_return")}
      </button>
    </section>
  );
}
