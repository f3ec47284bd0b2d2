import { useSessionView } from "../../app/screen-bindings";
import { SettingsView } from "./settings/settings-view";

export function SettingsRoute() {
  const { state } = useSessionView();
  return <SettingsView profile={state.status === "signedIn" ? state.profile : undefined} />;
}
