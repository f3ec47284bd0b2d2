import { lazy, Suspense } from "react";
import { useHasInformationPort } from "./information-context";

const HeaderSearch = lazy(() => import("./header-search").then((m) => ({ default: m.HeaderSearch })));

/** The search box as the header places it: loaded on its own, and absent where no port is given. */
export function HeaderSearchSlot() {
  if (!useHasInformationPort()) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSearch />
    </Suspense>
  );
}
