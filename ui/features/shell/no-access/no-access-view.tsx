import { Button } from "../../../components/button";
import { StatusMessage } from "../../../components/status-message";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../../auth/public-shell/public-shell";
import * as css from "../../auth/public-shell/form.css";

/**
 * A signed-in user whose role is none of the portal's six: every route sends them to / (spec 6),
 * where this says why and offers the logout instead of forwarding to a dashboard they may not see.
 */
export function NoAccessView({ onLogout }: { readonly onLogout: () => void }) {
  const { t } = useI18n();
  return (
    <PublicShell titleKey="ui_forbidden_title">
      <div className={css.form}>
        <StatusMessage message={{ key: "ui_no_access_text", tone: "warning" }} />
        <Button block onClick={onLogout}>
          {t("ui_avatar_logout")}
        </Button>
      </div>
    </PublicShell>
  );
}
