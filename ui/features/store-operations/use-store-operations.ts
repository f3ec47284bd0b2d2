import { formatPlainDate } from "../../../core/rules/stamp-format";
import { parseIsoDate } from "../../../core/store-operations/compliance-state";
import {
  STORE_OPERATIONS_PORTS,
  type StoreOperationsPort,
} from "../../../machines/store-operations/store-operations-ports";
import { useSessionView } from "../../platform/session-view";
import { usePorts } from "../../platform/ports";
import { useDateFormat } from "../../i18n/date-format-context";

/** The store-operations port; suspends the first time while its module loads. */
export function useStoreOperations(): StoreOperationsPort {
  return usePorts(STORE_OPERATIONS_PORTS);
}

/** The selected store (undefined: the user has none) and the person's id (for drafts). */
export function useSelectedStore(): {
  readonly storeId: number | undefined;
  readonly userId: number | undefined;
} {
  const { state } = useSessionView();
  if (state.status !== "signedIn") return { storeId: undefined, userId: undefined };
  return { storeId: state.shell.selectedStoreId, userId: state.shell.user.id };
}

/** A `YYYY-MM-DD` day in the user's stamp_format date pattern (spec 9). */
export function useFormatDay(): (day: string | null) => string {
  const { datePattern } = useDateFormat();
  return (day) => {
    const date = day === null ? undefined : parseIsoDate(day);
    return date === undefined ? "" : formatPlainDate(date, datePattern);
  };
}
