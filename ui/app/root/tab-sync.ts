import { navigation, setCurrentLanguage, tokenStore } from "./outside-world";
import { session } from "./session-actor";
import { currentSignedIn, storedSelection } from "./signed-in-actors";

// Other tabs (storage events): a logout there ends this session; a store or a language picked there
// is ours too; acting-as begun or ended there makes this tab someone else, so it starts again as
// that person (its screens, menu and data were the other person's).
/** Follows what other tabs change in the stored login; called once, before the session starts. */
export function startTabSync(): void {
  tokenStore.subscribe((change) => {
    if (change.type === "tokens.changed" && change.tokens === undefined) {
      session.send({ type: "tabs.loggedOut" });
    } else if (change.type === "location.changed") {
      const selected = storedSelection();
      if (selected !== undefined)
        currentSignedIn()?.storeSelection.send({ type: "tabs.storeChanged", selected });
    } else if (change.type === "language.changed") {
      const { language } = change;
      if (language !== undefined && language !== session.getSnapshot().context.language) {
        setCurrentLanguage(language);
        session.send({ type: "user.setLanguage", language });
      }
    } else if (change.type === "master.changed" && tokenStore.readTokens() !== undefined) {
      navigation.goTo("/dashboard");
    }
  });
}
