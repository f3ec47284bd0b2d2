import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/*
 * The account area's wire contract (docs/api-account.md): the pages of /activity and /files and the
 * bodies of /settings' writes. One schema each, for the server's OpenAPI document and the browser's
 * decoders. Field names follow the spec where it names them (section 3: Activity log, Communication
 * log, File).
 */

const page = <S extends Schema.Top>(item: S, identifier: string) =>
  Schema.Struct({ items: Schema.Array(item), next_cursor: Schema.NullOr(Schema.String) }).annotate({
    identifier,
  });

/** One row of `GET v2/logs`: the spec's fields plus when and from which device. */
export const ActivityRow = Schema.Struct({
  id: Id,
  contact_id: Id,
  avatar: Schema.NullOr(Schema.String),
  fullname: Schema.String,
  status: Schema.String,
  ip: Schema.String,
  device: Schema.NullOr(Schema.String),
  c_stamp: InstantFromString,
}).annotate({ identifier: "ActivityRow" });
export type ActivityRow = typeof ActivityRow.Type;
export const ActivityPage = page(ActivityRow, "ActivityPage");
export const decodeActivityPage = makeDecoder("ActivityPage", ActivityPage);

/** One row of `GET v2/comm`: a message the portal sent the caller (codes and links masked). */
export const CommRow = Schema.Struct({
  id: Id,
  to_id: Id,
  to_name: Schema.String,
  channel_type: Schema.Literals(["email", "sms"]),
  content: Schema.String,
  c_stamp: InstantFromString,
}).annotate({ identifier: "CommRow" });
export type CommRow = typeof CommRow.Type;
export const CommPage = page(CommRow, "CommPage");
export const decodeCommPage = makeDecoder("CommPage", CommPage);

/** One row of `GET files`: the spec's File (id, extension, c_stamp) with its name and signed URL. */
export const FileRow = Schema.Struct({
  id: Id,
  name: Schema.String,
  extension: Schema.String,
  size: Schema.Int,
  source: Schema.Literals(["ticket", "document"]),
  ticket_id: Schema.NullOr(Id),
  c_stamp: InstantFromString,
  file_url: Schema.String,
}).annotate({ identifier: "FileRow" });
export type FileRow = typeof FileRow.Type;
export const FilesPage = page(FileRow, "FilesPage");
export const decodeFilesPage = makeDecoder("FilesPage", FilesPage);

const optionalText = Schema.NullOr(Schema.String.check(Schema.isMaxLength(254)));

/** `POST updateUserExtraDetails`: every editable field, empty ones null (core/account/profile-details.ts). */
export const ProfileDetailsBody = Schema.Struct({
  clothing_size: optionalText,
  health_certificate_begin_date: optionalText,
  health_certificate_end_date: optionalText,
  dob: optionalText,
  hiring_date: optionalText,
  email: optionalText,
  phone: optionalText,
  consent: Schema.Boolean,
}).annotate({ identifier: "ProfileDetailsBody" });

const passwordText = Schema.String.check(Schema.isMaxLength(200));
/** `POST user/password`. */
export const PasswordChangeBody = Schema.Struct({
  current: passwordText,
  next: passwordText,
  confirmation: passwordText,
}).annotate({ identifier: "PasswordChangeBody" });

/** `GET | POST user/preferences`: the language of what the portal sends the user. */
export const PreferencesBody = Schema.Struct({ language: Schema.Literals(["el", "en"]) }).annotate({
  identifier: "Preferences",
});
export const decodePreferences = makeDecoder("Preferences", PreferencesBody);

/** `POST disableUserAccess` and `POST v2/logs/logout-everywhere`: the person confirmed (`confirm: true`). */
export const ConfirmBody = Schema.Struct({ confirm: Schema.Literal(true) }).annotate({
  identifier: "ConfirmBody",
});

/** `POST v2/logs/logout-everywhere` and `POST user/password`: how many other sessions ended. */
export const SessionsEndedAnswer = Schema.Struct({
  status: Schema.Literal("success"),
  message: Schema.String,
  ended_sessions: Schema.Int,
}).annotate({ identifier: "SessionsEnded" });
export const decodeSessionsEnded = makeDecoder("SessionsEnded", SessionsEndedAnswer);

/** `POST user/avatar`: the avatar's new path under the host (spec 3: files/avatars/{id}.{avatar}). */
export const AvatarAnswer = Schema.Struct({ avatar: Schema.String, url: Schema.String }).annotate({
  identifier: "AvatarAnswer",
});
export const decodeAvatarAnswer = makeDecoder("AvatarAnswer", AvatarAnswer);

export const SuccessAnswer = Schema.Struct({
  status: Schema.Literal("success"),
  message: Schema.String,
}).annotate({
  identifier: "SuccessAnswer",
});
