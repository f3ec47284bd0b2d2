import { lazy, Suspense } from "react";
import { useHasPorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

const HeaderSearch = lazy(() => import("./header-search").then((m) => ({ default: m.HeaderSearch })));

/** The search box as the header places it: loaded on its own, and absent where no port is given. */
export function HeaderSearchSlot() {
  if (!useHasPorts(INFORMATION_PORTS)) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSearch />
    </Suspense>
  );
}
