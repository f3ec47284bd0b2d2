import type { ReactNode } from "react";
import type { KeysetListPage } from "../../../machines/lists/keyset-list.machine";
import { KeysetRows } from "../../components/keyset-rows";
import { useKeysetList } from "../../components/use-keyset-list";
import * as css from "./records.css";

const TEXTS = { loadFailed: "ui_ops_load_failed", retry: "ui_ops_retry", more: "ui_ops_more" } as const;

/**
 * One store's list with its machine (loading, failed, empty, rows, "show more"). The caller keys it
 * by store, so a change of store starts a new list (spec 4).
 */
export function RecordList<Row>({
  loadPage,
  renderRow,
  rowKey,
  emptyKey,
  label,
}: {
  readonly loadPage: (cursor: string | null) => Promise<KeysetListPage<Row>>;
  readonly renderRow: (row: Row) => ReactNode;
  readonly rowKey: (row: Row) => string | number;
  readonly emptyKey: string;
  readonly label: string;
}) {
  const list = useKeysetList(loadPage, [loadPage]);
  return (
    <KeysetRows
      list={list}
      label={label}
      emptyKey={emptyKey}
      texts={TEXTS}
      rowKey={rowKey}
      renderRow={(row) => renderRow(row)}
      listClassName={css.list}
      rowClassName={css.row}
    />
  );
}
