import { useEffect, useRef } from "react";

/**
 * Tells a screen's machine when the store in view changes (spec 4: changing store reloads the
 * screen's data). The machine starts with the store it was made for; only later changes are sent.
 */
export function useStoreChanges(
  storeId: number,
  send: (event: { readonly type: "store.changed"; readonly storeId: number }) => void,
): void {
  const shownStore = useRef(storeId);
  useEffect(() => {
    if (shownStore.current === storeId) return;
    shownStore.current = storeId;
    send({ type: "store.changed", storeId });
  }, [send, storeId]);
}
