import { Button } from "./button";
import { card } from "./card.css";
import { Loader } from "./loader";
import { emptyState } from "./page.css";
import { useI18n } from "../i18n/i18n-context";
import type { LoadView } from "./use-screen-load";
import { RequestIdLine } from "./request-id-line";

/** The loading and failed states every one-read screen (information, evaluations, account) shows the same way. */
export function LoadPending<Data>({
  view,
}: {
  readonly view: Exclude<LoadView<Data>, { readonly phase: "ready" }>;
}) {
  if (view.phase === "loading") return <Loader labelKey="ui_info_loading" />;
  return <LoadFailed failureKey={view.failureKey} requestId={view.requestId} retry={view.retry} />;
}

export function LoadFailed({
  failureKey,
  requestId,
  retry,
  inCard = false,
}: {
  readonly failureKey: string;
  /** The failed request's id, shown so a person can quote it to support (issue #42). */
  readonly requestId?: string | undefined;
  readonly retry: () => void;
  /** Inside a card that already names what failed (an account list): no card of its own, no heading line. */
  readonly inCard?: boolean;
}) {
  const { t } = useI18n();
  const failed = (
    <div className={emptyState} role="alert">
      {inCard ? null : <p>{t("ui_info_load_failed")}</p>}
      <p>{t(failureKey)}</p>
      <RequestIdLine id={requestId} />
      <Button variant="secondary" onClick={retry}>
        {t("ui_retry")}
      </Button>
    </div>
  );
  return inCard ? failed : <section className={card}>{failed}</section>;
}

/** An empty list, said plainly. */
export function EmptyCard({ textKey }: { readonly textKey: string }) {
  const { t } = useI18n();
  return (
    <section className={card}>
      <p className={emptyState}>{t(textKey)}</p>
    </section>
  );
}
