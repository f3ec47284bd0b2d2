import { use } from "react";
import type { CommercePorts } from "../../../machines/commerce/commerce-ports";
import { useBindings, useSessionView } from "../../app/screen-bindings";

/** The commerce ports (suspends until the adapters have loaded; the composition root memoises them). */
export function useCommercePorts(): CommercePorts {
  return use(useBindings().commerce());
}

/** The store in view, for the commerce screens (undefined until one is chosen). */
export function useSelectedStore(): number | undefined {
  const { state } = useSessionView();
  return state.status === "signedIn" ? state.shell.selectedStoreId : undefined;
}
