import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { Link, useParams } from "wouter";
import { fromPromise } from "xstate";
import { faqEntryMachine } from "../../../machines/information/faq-entry.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, muted } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { ErrorView } from "../shell/error/error-view";
import * as css from "./information.css";
import { LoadFailed } from "../../components/load-states";
import { langOf, localised } from "./localised";
import { RichText } from "../../components/rich-text";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** /faq/{id}: one answer, and "Was this helpful?". */
export function FaqEntryRoute() {
  const { id = "" } = useParams<{ id: string }>();
  const entryId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  if (entryId === undefined) return <ErrorView />;
  return <FaqEntryScreen key={entryId} entryId={entryId} />;
}

function FaqEntryScreen({ entryId }: { readonly entryId: number }) {
  const { t, language } = useI18n();
  const formatInstant = useFormatInstant();
  const port = usePorts(INFORMATION_PORTS);
  const machine = useMemo(
    () =>
      faqEntryMachine.provide({
        actors: {
          loadEntry: fromPromise(() => port.faqEntry(entryId)),
          vote: fromPromise(({ input }) => port.voteFaq(entryId, input.helpful)),
        },
      }),
    [port, entryId],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const entry = useSelector(actor, (s) => s.context.entry);
  const phase = useSelector(actor, (s) => String(s.value));
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  const voteFailureKey = useSelector(actor, (s) => s.context.voteFailureKey);
  const back = (
    <p>
      <Link href="/faq" className={css.linkButton}>
        ← {t("ui_faq_back")}
      </Link>
    </p>
  );
  if (phase === "loading") return <Loader labelKey="ui_info_loading" />;
  if (phase === "failed" || entry === undefined)
    return (
      <>
        {back}
        <LoadFailed
          failureKey={failureKey ?? "b2b_something_went_wrong"}
          requestId={requestId}
          retry={() => actor.send({ type: "user.retry" })}
        />
      </>
    );
  return (
    <>
      {back}
      <PageHeader title={localised(entry.question, language)} />
      <article className={card}>
        <p className={muted}>
          {localised(entry.category, language)} · {formatInstant(entry.c_stamp)}
        </p>
        <RichText html={localised(entry.answer, language)} lang={langOf(language)} />
        <div className={css.helpful}>
          {phase === "voted" ? (
            <StatusMessage message={{ key: "ui_faq_helpful_thanks", tone: "success" }} />
          ) : (
            <>
              <span id="faq-helpful-question">{t("ui_faq_helpful_question")}</span>
              <div role="group" aria-labelledby="faq-helpful-question" className={css.rowActions}>
                <Button
                  variant="secondary"
                  busy={phase === "voting"}
                  disabled={phase === "voting"}
                  onClick={() => actor.send({ type: "user.vote", helpful: true })}
                >
                  {t("ui_faq_helpful_yes")}
                </Button>
                <Button
                  variant="secondary"
                  disabled={phase === "voting"}
                  onClick={() => actor.send({ type: "user.vote", helpful: false })}
                >
                  {t("ui_faq_helpful_no")}
                </Button>
              </div>
              <StatusMessage
                message={voteFailureKey === undefined ? undefined : { key: voteFailureKey, tone: "error" }}
              />
            </>
          )}
        </div>
      </article>
    </>
  );
}
