import { useId, useState } from "react";
import { Link } from "wouter";
import { canActAs, canSeeProfileSettings } from "../../core/permissions/header-rules";
import { cutStoreTitle } from "../../core/rules/store-title";
import { SelectField } from "../components/select-field";
import { useI18n } from "../i18n/i18n-context";
import { useReportProblem } from "../features/dev/dev-tools-context";
import { REPORT_SHORTCUT_ARIA, reportShortcutLabel } from "../features/dev/download-trace";
import { ActingAsList } from "./acting-as-list";
import * as css from "./avatar-menu.css";
import { phoneOnly } from "./layout.css";
import { popoverPanel } from "../components/popover.css";
import { usePopover } from "../components/use-popover";
import type { ShellProps } from "./shell-state";

/**
 * The avatar menu: profile settings (not for greg-user), the store selector, the acting-as list
 * (user id 1) and logout. A disclosure panel rather than an ARIA menu, because it holds a select
 * and lists: Tab moves through it; it behaves as every header popover (ui/components/use-popover.ts).
 */
export function AvatarMenu({ state, send }: ShellProps) {
  const { t } = useI18n();
  const { open, toggle, close: closePopover, wrapRef, triggerRef } = usePopover();
  const panelId = useId();
  const { user } = state;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const reportProblem = useReportProblem();

  const close = () => closePopover();

  return (
    <div className={css.wrap} ref={wrapRef}>
      <button
        ref={triggerRef}
        type="button"
        className={css.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("ui_avatar_menu", { name: fullName })}
        onClick={toggle}
      >
        <Avatar url={user.avatarUrl} name={fullName} />
        <span className={css.name}>{fullName}</span>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className={css.chevron}>
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div id={panelId} className={popoverPanel}>
          <div className={css.who}>
            <Avatar url={user.avatarUrl} name={fullName} />
            <div>
              <p className={css.whoName}>{fullName}</p>
              {user.role !== undefined ? <p className={css.whoRole}>{t(`ui_role_${user.role}`)}</p> : null}
            </div>
          </div>
          {state.stores.length > 0 ? (
            <div className={`${css.section} ${css.storeSelect}`}>
              <SelectField
                labelKey="ui_header_store"
                value={state.selectedStoreId === undefined ? "" : String(state.selectedStoreId)}
                onValueChange={(value) => {
                  if (value === "") return;
                  send({ type: "user.selectStore", storeId: Number(value) });
                  // The switch is done: the header names the new store (issue 33, item 8).
                  closePopover(true);
                }}
                options={state.stores.map((store) => ({
                  value: String(store.id),
                  label: cutStoreTitle(store.title),
                }))}
              />
            </div>
          ) : null}
          <div className={css.section}>
            {canSeeProfileSettings(user.role) ? (
              <Link href="/settings" className={css.item} onClick={close}>
                {t("ui_avatar_profile")}
              </Link>
            ) : null}
            {state.externalPortal ? (
              // The header's portal button is hidden on phones; here it is at hand there.
              <button
                type="button"
                className={`${css.item} ${phoneOnly}`}
                onClick={() => {
                  send({ type: "user.openExternalPortal" });
                  close();
                }}
              >
                {t("ui_header_external_portal")} <span aria-hidden="true">↗</span>
              </button>
            ) : null}
            {state.actingAs ? (
              <button type="button" className={css.item} onClick={() => send({ type: "user.actAsMaster" })}>
                {t("ui_acting_as_master")}
              </button>
            ) : null}
          </div>
          {canActAs({ id: user.id }) ? (
            <ActingAsList
              employees={state.employees}
              expanded={state.employeesExpanded}
              onActAs={(userId) => send({ type: "user.actAs", userId })}
              onToggle={() => send({ type: "user.toggleEmployees" })}
            />
          ) : null}
          {reportProblem !== undefined ? (
            <div className={css.section}>
              <button
                type="button"
                className={css.item}
                aria-keyshortcuts={REPORT_SHORTCUT_ARIA}
                title={t("ui_dev_report_problem_hint")}
                onClick={() => {
                  reportProblem();
                  close();
                }}
              >
                {t("ui_dev_report_problem")} <kbd>{reportShortcutLabel(navigator.userAgent)}</kbd>
              </button>
            </div>
          ) : null}
          <div className={css.section}>
            <button
              type="button"
              className={`${css.item} ${css.danger}`}
              onClick={() => send({ type: "user.logout" })}
            >
              {t("ui_avatar_logout")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function Avatar({ url, name }: { readonly url: string | null; readonly name: string }) {
  const [broken, setBroken] = useState(false);
  if (url !== null && !broken)
    return <img className={css.avatar} src={url} alt="" onError={() => setBroken(true)} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase())
    .join("");
  return (
    <span className={css.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
