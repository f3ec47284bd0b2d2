import { useCallback, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { useSessionView } from "../../platform/session-view";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { sectionGap } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import { useAccountSession } from "./account-session";
import * as css from "./account.css";
import {
  AvatarCard,
  CalendarLinksCard,
  CloseAccessCard,
  LanguageCard,
} from "./settings/account-actions-cards";
import { PasswordCard } from "./settings/password-card";
import { ProfileCard } from "./settings/profile-card";

/** /settings: the profile (editable), picture, password, language, calendar links, and closing one's access. */
export function SettingsRoute() {
  const { t } = useI18n();
  const { state, send } = useSessionView();
  const { userId, profile } = useAccountSession();
  // The person's today in their own zone: the age and date rules of the profile.
  const [today] = useState(() => Temporal.Now.plainDateISO().toString());
  const signOut = useCallback(() => send({ type: "user.logout" }), [send]);
  if (profile === undefined || userId === undefined) return <Loader />;
  const avatar = state.status === "signedIn" ? state.shell.user.avatarUrl : null;
  return (
    <>
      <PageHeader title={t("ui_menu_settings")} leadKey="ui_settings_lead" />
      <ProfileCard profile={profile} userId={userId} today={today} />
      <div className={`${css.columns} ${sectionGap}`}>
        <AvatarCard userId={userId} avatarUrl={avatar} />
        <PasswordCard />
        <LanguageCard />
        <CalendarLinksCard />
        <CloseAccessCard onClosed={signOut} />
      </div>
    </>
  );
}
