import { useState } from "react";
import { Link } from "wouter";
import { helpfulPercent } from "../../../core/information/helpful-votes";
import type { FaqEntry } from "../../../core/information/information-wire";
import { excerpt, plainText } from "../../../core/rich-text/plain-text";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { formatPercent } from "../../../core/i18n/number-format";
import { FaqEditor } from "./faq-editor";
import * as css from "./information.css";
import { EmptyCard, LoadFailed } from "../../components/load-states";
import { Loader } from "../../components/loader";
import { localised } from "./localised";
import { MoreButton } from "../../components/more-button";
import { useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** /faq (every role): the questions by category; head office (the editor grant) adds new ones here. */
export function FaqListRoute() {
  const { t } = useI18n();
  // After a save the list starts over, so the new entry shows where it belongs.
  const [generation, setGeneration] = useState(0);
  const [canEdit, setCanEdit] = useState(false);
  const [editing, setEditing] = useState(false);
  const [published, setPublished] = useState(false);
  return (
    <>
      <PageHeader title={t("ui_route_faq")} leadKey="ui_faq_lead" />
      <StatusMessage message={published ? { key: "ui_faq_saved", tone: "success" } : undefined} />
      {canEdit && !editing ? (
        <div className={css.toolbar}>
          <span />
          <Button
            onClick={() => {
              setEditing(true);
              setPublished(false);
            }}
          >
            {t("ui_faq_add")}
          </Button>
        </div>
      ) : null}
      {canEdit && editing ? (
        <FaqEditor
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setPublished(true);
            setGeneration((g) => g + 1);
          }}
        />
      ) : null}
      <FaqList key={generation} onCanEdit={setCanEdit} showCounts={canEdit} />
    </>
  );
}

function FaqList({
  onCanEdit,
  showCounts,
}: {
  readonly onCanEdit: (canEdit: boolean) => void;
  readonly showCounts: boolean;
}) {
  const { t, language } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const view = useKeysetList<FaqEntry>(async (cursor) => {
    const page = await port.faqPage(cursor);
    onCanEdit(page.can_edit);
    return { rows: page.items, nextCursor: page.next_cursor };
  });
  if (view.phase === "loading") return <Loader labelKey="ui_info_loading" />;
  if (view.phase === "failed")
    return (
      <LoadFailed
        failureKey={view.failureKey ?? "b2b_something_went_wrong"}
        requestId={view.requestId}
        retry={view.retry}
      />
    );
  if (view.rows.length === 0) return <EmptyCard textKey="ui_faq_empty" />;
  const categories = [...new Set(view.rows.map((entry) => localised(entry.category, language)))];
  return (
    <>
      {categories.map((category) => (
        <section key={category} className={css.group} aria-label={category}>
          <h2 className={css.groupTitle}>{category}</h2>
          <ul className={css.list}>
            {view.rows
              .filter((entry) => localised(entry.category, language) === category)
              .map((entry) => (
                <li key={entry.id} className={css.row}>
                  <div className={css.rowMain}>
                    <Link href={`/faq/${entry.id}`} className={css.rowLink}>
                      {localised(entry.question, language)}
                    </Link>
                    <span className={css.rowMeta}>
                      {excerpt(plainText(localised(entry.answer, language)), 160)}
                    </span>
                    {showCounts ? <HelpfulCounts entry={entry} /> : null}
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <MoreButton view={view} />
      {view.rows.length > 0 ? null : <p>{t("ui_faq_empty")}</p>}
    </>
  );
}

/** Head office's view of "Was this helpful?": the counts and the share of yes. */
export function HelpfulCounts({ entry }: { readonly entry: FaqEntry }) {
  const { t, language } = useI18n();
  const percent = helpfulPercent(entry.helpful_yes, entry.helpful_no);
  return (
    <span className={css.rowMeta}>
      {percent === null
        ? t("ui_faq_helpful_none")
        : t("ui_faq_helpful_counts", {
            yes: entry.helpful_yes,
            no: entry.helpful_no,
            percent: formatPercent(percent, language),
          })}
    </span>
  );
}
