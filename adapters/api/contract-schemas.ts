import * as Schema from "effect/Schema";
import { makeDecoder } from "../../core/schemas/decode";
import { TrainingMaterial } from "../../core/schemas/training";

/*
 * Answers of docs/api-contract.md that core/schemas does not model (yet). Entity schemas that
 * core owns (user, tokens, stores, jobs, registered data, translations, company, employees, base) are imported from core where used;
 * these are small transport shapes. Move any of them to core/ when a second layer needs it.
 */

/** Flow answers: register, verify, activate, forgot, reset, email verify. */
export const FlowAnswer = Schema.Struct({
  status: Schema.Literals(["success", "error"]),
  message: Schema.String,
});
export type FlowAnswer = typeof FlowAnswer.Type;
export const decodeFlowAnswer = makeDecoder("FlowAnswer", FlowAnswer);

const LocalisedTitle = Schema.Struct({ gr: Schema.String, en: Schema.String });

/** GET pages: custom pages in the sidebar. */
export const CustomPage = Schema.Struct({
  id: Schema.Int,
  identifier: Schema.String,
  title: LocalisedTitle,
  url: Schema.NullOr(Schema.String),
});
export type CustomPage = typeof CustomPage.Type;
export const decodeCustomPages = makeDecoder("CustomPage[]", Schema.Array(CustomPage));

/** GET auth/config: the corporate identity provider, when one is configured. */
export const MicrosoftConfig = Schema.Struct({
  clientId: Schema.NonEmptyString,
  authority: Schema.NonEmptyString,
  knownAuthorities: Schema.Array(Schema.String),
});
export type MicrosoftConfig = typeof MicrosoftConfig.Type;
export const AuthConfig = Schema.Struct({
  microsoft: Schema.NullOr(MicrosoftConfig),
  learning_url: Schema.NullOr(Schema.String),
});
export type AuthConfig = typeof AuthConfig.Type;
export const decodeAuthConfig = makeDecoder("AuthConfig", AuthConfig);

/** GET weg: the external portal's address. */
export const ExternalPortalUrl = Schema.Struct({ url: Schema.String });
export const decodeExternalPortalUrl = makeDecoder("ExternalPortalUrl", ExternalPortalUrl);

/** GET wegPortalAuth: the external portal's token and its lifetime in seconds. */
export const ExternalPortalAuth = Schema.Struct({
  Success: Schema.String,
  expires_in: Schema.Finite,
});
export type ExternalPortalAuth = typeof ExternalPortalAuth.Type;
export const decodeExternalPortalAuth = makeDecoder("ExternalPortalAuth", ExternalPortalAuth);

/**
 * v2/auth/refresh-token. Spec 7 stores the new access token "together with the previous refresh
 * token"; the contract also sends a (rotated) refresh token. Both are accepted: a missing one
 * means keep the previous.
 */
export const RefreshAnswer = Schema.Struct({
  access_token: Schema.NonEmptyString,
  refresh_token: Schema.optionalKey(Schema.NonEmptyString),
});
export type RefreshAnswer = typeof RefreshAnswer.Type;
export const decodeRefreshAnswer = makeDecoder("RefreshAnswer", RefreshAnswer);

/** GET menu: core/permissions' `MenuEntry` plus titles; roles are filtered by core's `visibleMenu`. */
export interface MenuEntryAnswer {
  readonly name: string;
  readonly path: string;
  readonly title: { readonly gr: string; readonly en: string };
  readonly roles: ReadonlyArray<string>;
  readonly hidden: boolean;
  readonly submenus: ReadonlyArray<MenuEntryAnswer>;
}
const MenuEntryAnswer = Schema.Struct({
  name: Schema.String,
  path: Schema.String,
  title: LocalisedTitle,
  roles: Schema.Array(Schema.String),
  hidden: Schema.Boolean,
  submenus: Schema.Array(Schema.suspend((): Schema.Codec<MenuEntryAnswer> => MenuEntryAnswer)),
});
export const decodeMenu = makeDecoder("MenuEntry[]", Schema.Array(MenuEntryAnswer));

/** GET training_material: the list form of core's `TrainingMaterial`. */
export const decodeTrainingMaterials = makeDecoder("TrainingMaterial[]", Schema.Array(TrainingMaterial));
