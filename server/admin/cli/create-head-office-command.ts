import { parseArgs } from "node:util";
import {
  FIRST_ACCOUNT_FIELDS,
  validateFirstAccount,
  type FirstAccountField,
} from "../../../core/admin/first-account";
import type { MessageKey } from "../../../core/i18n/catalogue";
import type { DatabaseHandle } from "../../db/database";
import { openDatabase } from "../../db/database";
import { Conflict } from "../../domain-errors";
import { seedReferenceData } from "../../seed/reference-seed";
import { messageText, type MessageLanguage } from "../../services/delivery/message-text";
import { createHeadOffice } from "../services/create-head-office";
import { readPassword } from "./read-password";

/** What a command needs of its surroundings: where the database is, its output, its language. */
export interface CommandContext {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly language: MessageLanguage;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly now: () => Date;
}

/** The options as typed, by the field names of core/admin/first-account.ts. */
const OPTIONS = {
  mobile: { type: "string" },
  "country-code": { type: "string", default: "30" },
  "first-name": { type: "string" },
  "last-name": { type: "string" },
  email: { type: "string" },
} as const;

/**
 * `create-head-office`: validates every field first (the registration's rules and the spec's
 * password rule) and reports each failed one on its own line; then opens the database, brings it
 * to the current schema and reference data (so it works on an empty database, before the first
 * start), and makes the account. Exit code 0 on success, 1 when refused, 2 for a wrong command line.
 */
export async function createHeadOfficeCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const text = (key: MessageKey, values?: Readonly<Record<string, string | number>>) =>
    messageText(key, ctx.language, values);
  let options;
  try {
    options = parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    ctx.err(`${error instanceof Error ? error.message : String(error)} (npm run admin -- help)`);
    return 2;
  }
  const password = await readPassword(ctx.err);
  if (password === undefined) {
    ctx.err(`${labelOf("password")}: ${text("b2b_passwords_must_match")}`);
    return 1;
  }
  const input = {
    mobile: options.mobile?.trim(),
    country_code: options["country-code"].trim().replace(/^\+/u, ""),
    first_name: options["first-name"]?.trim(),
    last_name: options["last-name"]?.trim(),
    email: options.email?.trim(),
    password,
  };
  const errors = validateFirstAccount(input);
  const failed = FIRST_ACCOUNT_FIELDS.flatMap((field) =>
    errors[field].map((key) => `${labelOf(field)}: ${text(key)}`),
  );
  if (failed.length > 0) {
    for (const line of failed) ctx.err(line);
    return 1;
  }

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: ctx.databaseUrl, dataDir: ctx.dataDir });
    await database.migrate();
    await database.exclusive(() => seedReferenceData(database!.db));
  } catch (error) {
    ctx.err(`${text("b2b_admin_database_unreachable")} (${reasonOf(error)})`);
    await database?.close().catch(() => {});
    return 1;
  }
  try {
    const { id } = await createHeadOffice(
      database.db,
      {
        mobile: input.mobile ?? "",
        countryCode: input.country_code,
        firstName: input.first_name ?? "",
        lastName: input.last_name ?? "",
        email: input.email === undefined || input.email === "" ? null : input.email,
        password,
      },
      ctx.now(),
    );
    ctx.out(text("ui_admin_head_office_created", { id, mobile: `+${input.country_code} ${input.mobile}` }));
    return 0;
  } catch (error) {
    if (error instanceof Conflict) {
      ctx.err(`--mobile: ${text(error.key)}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** A field as the operator gave it: its option, or the password typed or piped in. */
const labelOf = (field: FirstAccountField): string =>
  field === "password" ? "password" : `--${field.replace("_", "-")}`;

/** The first line of what went wrong, without a stack: the operator reads one line. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${message}${cause}`.split("\n")[0] ?? "";
}
