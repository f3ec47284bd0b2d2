import { resolve } from "node:path";
import { createHeadOfficeCommand, type CommandContext } from "./create-head-office-command";

/**
 * `npm run admin -- <command>`: what an installation needs before anyone can sign in (issue 35).
 * Reads the same DATABASE_URL and DATA_DIR as the server; answers in Greek when the terminal's
 * language is Greek (LANG el_*), else in English.
 */
const HELP = `npm run admin -- <command>

Commands:
  create-head-office --mobile <mobile> [--country-code 30] --first-name <name> --last-name <name> [--email <address>]
      Makes a head-office account that sees every store and may administer (the first account of a
      new installation). The password is read from standard input (its first line), or asked twice
      on a terminal; it is never an argument. The spec's password rule applies.
  help
      Lists the commands.

Database: DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
as the server uses them. The database is brought to the current schema first.`;

const environment = process.env;
const context: CommandContext = {
  databaseUrl: environment["DATABASE_URL"] === "" ? undefined : environment["DATABASE_URL"],
  dataDir: resolve(environment["DATA_DIR"] ?? "./data"),
  language: /^el/iu.test(environment["LC_ALL"] ?? environment["LANG"] ?? "") ? "gr" : "en",
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(line.endsWith("\n") || line.endsWith(": ") ? line : `${line}\n`),
  now: () => new Date(),
};

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case "create-head-office":
    process.exitCode = await createHeadOfficeCommand(args, context);
    break;
  case undefined:
  case "help":
  case "--help":
  case "-h":
    process.stdout.write(`${HELP}\n`);
    break;
  default:
    process.stderr.write(`Unknown command "${command}".\n\n${HELP}\n`);
    process.exitCode = 2;
}
