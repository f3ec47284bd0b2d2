/* oxlint-disable react/rules-of-hooks -- the bindings object is created once by the composition root and never changes, so its hooks are the same functions on every render. */
import { useBindings } from "../../app/screen-bindings";
import { SettingsView } from "./settings/settings-view";

export function SettingsRoute() {
  const { state } = useBindings().useSession();
  return <SettingsView profile={state.status === "signedIn" ? state.profile : undefined} />;
}
