import { useId } from "react";
import { cutStoreTitle } from "../../core/rules/store-title";
import { visuallyHidden } from "../components/card.css";
import { popoverPanel } from "../components/popover.css";
import { usePopover } from "../components/use-popover";
import { useI18n } from "../i18n/i18n-context";
import * as css from "./layout.css";
import type { ShellProps } from "./shell-state";

/**
 * The selected store, named at every width (issue 33, item 8: on a phone it was hidden): in the
 * header from 721 px, and on a phone in a strip at the top of the page, where the header has no
 * room left beside the menu, search, bell, language and avatar. With more than one store it is a
 * button that opens the list of the user's stores; a choice switches store and closes the list
 * (the header popover behaviour, issue 33, item 5).
 */
export function HeaderStorePicker({
  state,
  send,
  variant = "header",
}: ShellProps & { readonly variant?: "header" | "strip" }) {
  const { t } = useI18n();
  const { open, toggle, close, wrapRef, triggerRef } = usePopover();
  const panelId = useId();
  const store = state.stores.find((candidate) => candidate.id === state.selectedStoreId);
  if (store === undefined) return null;
  const name = (
    <>
      <StoreIcon />
      <span className={css.storeName}>
        <span className={css.storePrefixWide}>{t("ui_header_store")}: </span>
        <span className={`${visuallyHidden} ${css.storePrefixNarrow}`}>{t("ui_header_store")}: </span>
        {cutStoreTitle(store.title)}
      </span>
    </>
  );
  if (state.stores.length < 2)
    return (
      <span
        className={`${css.storeTitle} ${css.storePlace[variant]}`}
        title={store.title}
        data-testid={`${variant}-store`}
      >
        {name}
      </span>
    );
  return (
    <div className={`${css.storeWrap} ${css.storePlace[variant]}`} ref={wrapRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`${css.storeTitle} ${css.storeButton}`}
        title={store.title}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={`${variant}-store`}
        onClick={toggle}
      >
        {name}
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" className={css.storeChevron}>
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div id={panelId} className={`${popoverPanel} ${css.storePanel}`}>
          <p className={css.storePanelTitle}>{t("ui_header_store_choose")}</p>
          <ul className={css.storeList}>
            {state.stores.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className={css.storeChoice}
                  aria-current={candidate.id === store.id ? "true" : undefined}
                  onClick={() => {
                    if (candidate.id !== store.id) send({ type: "user.selectStore", storeId: candidate.id });
                    close(true);
                  }}
                >
                  {candidate.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function StoreIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={css.storeIcon}>
      <path
        d="M4 10v10h16V10M2 10l2-6h16l2 6M9 20v-6h6v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
