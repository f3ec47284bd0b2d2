import type { FileRow } from "../../../../core/account/account-wire";
import { PageHeader } from "../../../components/page-header";
import { useI18n } from "../../../i18n/i18n-context";
import { formatFileSize } from "../../../../core/i18n/number-format";
import { useFormatInstant } from "../../../i18n/use-format-date";
import { AccountListCard } from "../account-list-card";
import { useAccountSession } from "../account-session";
import * as css from "../account.css";
import { usePorts } from "../../../platform/ports";
import { ACCOUNT_PORTS } from "../../../../machines/account/account-ports";

/** /files: the files the person may see, each downloaded through its signed URL. */
export function FilesRoute() {
  const { t, language } = useI18n();
  const { api, host } = usePorts(ACCOUNT_PORTS);
  const { storeVersion } = useAccountSession();
  const format = useFormatInstant();
  const href = (url: string) => (/^https?:\/\//iu.test(url) ? url : `${host}/echo/rest/api/${url}`);
  return (
    <>
      <PageHeader title={t("ui_route_files")} leadKey="ui_files_lead" />
      <AccountListCard<FileRow>
        key={storeVersion}
        titleKey="ui_menu_files"
        emptyKey="ui_files_empty"
        load={api.files}
        renderRows={(rows) => (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t("ui_files_name")}</th>
                <th scope="col">{t("ui_files_source")}</th>
                <th scope="col">{t("ui_files_date")}</th>
                <th scope="col">{t("ui_files_size")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((file) => (
                <tr key={`${file.source}-${file.id}`}>
                  <td data-label={t("ui_files_name")}>
                    <a
                      className={css.fileLink}
                      href={href(file.file_url)}
                      download={file.name}
                      aria-label={t("ui_files_download", { name: file.name })}
                    >
                      {file.name}
                    </a>
                  </td>
                  <td data-label={t("ui_files_source")}>
                    {file.source === "document"
                      ? t("ui_files_source_document")
                      : t("ui_files_source_ticket", { id: file.ticket_id ?? "" })}
                  </td>
                  <td data-label={t("ui_files_date")}>{format(file.c_stamp)}</td>
                  <td data-label={t("ui_files_size")}>{formatFileSize(file.size, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      />
    </>
  );
}
