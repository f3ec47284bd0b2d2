import { COMMERCE_PORTS, type CommercePorts } from "../../../machines/commerce/commerce-ports";
import { useSessionView } from "../../platform/session-view";
import { usePorts } from "../../platform/ports";

/** The commerce ports (suspends until the adapters have loaded; the composition root memoises them). */
export function useCommercePorts(): CommercePorts {
  return usePorts(COMMERCE_PORTS);
}

/** The store in view, for the commerce screens (undefined until one is chosen). */
export function useSelectedStore(): number | undefined {
  const { state } = useSessionView();
  return state.status === "signedIn" ? state.shell.selectedStoreId : undefined;
}
