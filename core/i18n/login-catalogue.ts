import { authMessages } from "../auth/auth-catalogue";
import type { CataloguePart } from "./catalogue-entry";
import { rulesMessages } from "./catalogue-rules";
import { uiMessages } from "../shell/shell-catalogue";
import { validationMessages } from "./catalogue-validation";

/**
 * The texts the login page ships with: the pages before sign-in (login, registration, forgotten and
 * new password, e-mail check) and the shell around them, with the validation and rules messages
 * their forms show. A part of the one catalogue (core/i18n/catalogue.ts), which the app loads after
 * sign-in or the first input (ui/i18n/shipped-catalogue.ts): every area's texts would double the
 * login page's script (issue #21). The server's translations answer holds every text anyway; this is
 * what the page reads until (or without) it.
 */
export const loginCatalogue: CataloguePart = {
  ...validationMessages,
  ...rulesMessages,
  ...authMessages,
  ...uiMessages,
};
