import { useI18n } from "../i18n/i18n-context";

/**
 * "Request id: …" under a failure message, when the failed answer carried one (issue #42): the id a
 * person quotes to support, which finds the request in the server's logs. Nothing for a failure
 * that never reached the server.
 */
export function RequestIdLine({
  id,
  className,
}: {
  readonly id: string | undefined;
  readonly className?: string;
}) {
  const { t } = useI18n();
  if (id === undefined) return null;
  return <p className={className}>{t("ui_request_id", { id })}</p>;
}
