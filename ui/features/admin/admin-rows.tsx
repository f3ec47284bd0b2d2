import type { ReactNode } from "react";
import { KeysetRows } from "../../components/keyset-rows";
import type { KeysetListView } from "../../components/use-keyset-list";
import * as css from "./admin.css";

const TEXTS = {
  loadFailed: "ui_admin_load_failed",
  retry: "ui_retry",
  more: "ui_admin_more",
  loading: "ui_admin_loading",
} as const;

/** A console list (stores, companies, people), its rows keyed by id. */
export function AdminRows<Row extends { readonly id: number }>({
  list,
  label,
  emptyKey,
  renderRow,
}: {
  readonly list: KeysetListView<Row>;
  readonly label: string;
  readonly emptyKey: string;
  readonly renderRow: (row: Row, index: number) => ReactNode;
}) {
  return (
    <KeysetRows
      list={list}
      label={label}
      emptyKey={emptyKey}
      texts={TEXTS}
      rowKey={(row) => row.id}
      renderRow={renderRow}
      listClassName={css.list}
      rowClassName={css.row}
    />
  );
}
