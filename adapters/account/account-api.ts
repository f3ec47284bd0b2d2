import {
  decodeActivityPage,
  decodeAvatarAnswer,
  decodeCommPage,
  decodeFilesPage,
  decodeSessionsEnded,
} from "../../core/account/account-wire";
import { profileSavedKey } from "../../core/account/profile-details";
import type { Decoder, Ok } from "../../core/schemas/decode";
import type { AccountApiPort, AccountPage } from "../../machines/account/account-ports";
import type { HttpClient } from "../api/http-client";

/*
 * The account calls (docs/api-account.md) over the app's one HTTP client: the same headers, the same
 * one refresh and retry on a 401, the same tagged errors.
 */

export interface AccountApiDeps {
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
}

const SESSION = { kind: "session" } as const;
/** Answers whose body the screens do not need: any JSON passes. */
const anyAnswer = (input: unknown): Ok<unknown> => ({ _tag: "Ok", value: input });

export function createAccountApi(deps: AccountApiDeps): AccountApiPort {
  const page = async <Row>(
    path: string,
    decode: Decoder<{ readonly items: readonly Row[]; readonly next_cursor: string | null }>,
    cursor: string | null,
  ): Promise<AccountPage<Row>> => {
    const answer = await deps.request({
      method: "GET",
      path,
      auth: SESSION,
      decode,
      ...(cursor === null ? {} : { query: { cursor } }),
    });
    return { rows: answer.items, nextCursor: answer.next_cursor };
  };
  const post = <A>(path: string, body: unknown, decode: Decoder<A>) =>
    deps.request({ method: "POST", path, auth: SESSION, body, decode });
  return {
    activity: (cursor) => page("v2/logs", decodeActivityPage, cursor),
    messages: (cursor) => page("v2/comm", decodeCommPage, cursor),
    files: (cursor) => page("files", decodeFilesPage, cursor),
    signOutEverywhere: async () =>
      (await post("v2/logs/logout-everywhere", { confirm: true }, decodeSessionsEnded)).ended_sessions,
    saveProfile: async (details) => profileSavedKey(await post("updateUserExtraDetails", details, anyAnswer)),
    changePassword: async (change) =>
      (await post("user/password", change, decodeSessionsEnded)).ended_sessions,
    uploadAvatar: async (file) => {
      const form = new FormData();
      form.append("file", file, file.name ?? "avatar");
      const answer = await deps.upload({
        path: "user/avatar",
        form,
        onProgress: () => undefined,
        decode: decodeAvatarAnswer,
      }).done;
      return answer.url;
    },
    saveLanguage: async (language) => {
      await post("user/preferences", { language }, anyAnswer);
    },
    disableAccess: async () => {
      await post("disableUserAccess", { confirm: true }, anyAnswer);
    },
    renewCalendarLinks: async () => {
      await post("calendar-feed/renew", {}, anyAnswer);
    },
  };
}
