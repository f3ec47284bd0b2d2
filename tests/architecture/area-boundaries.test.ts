/**
 * No area imports another area's folder (issue #30, docs/architecture.md "Kernel and areas"), in the
 * server and in the browser. What several areas use lives in the kernel (core/files, core/idempotency,
 * core/lists, machines/shared, server/files, server/services, server/http, ui/components, ...). Where an
 * area truly uses another's work, it calls a named service that area exports for that purpose
 * (AREA_SERVICES, listed in docs/architecture.md). The direct reads of another area's tables that are
 * left are pinned pair by pair (TABLE_READS): a new one fails here, and each one turned into a named
 * service is taken off the list.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../core/areas/area-list";
import { PROJECT_ROOT as projectRoot, typeScriptFilesUnder } from "./support/project-files";

/** The layers whose first folder below them is an area's (`server/<area>/`, `ui/features/<area>/`, ...). */
const LAYERS = ["core", "machines", "adapters", "ui/features", "server"] as const;

/** The areas: the manifests' ids, and the server areas (folders with a `<id>.server-area.ts`). */
const AREA_IDS: ReadonlySet<string> = new Set([
  ...AREAS.map((area) => area.id),
  ...readdirSync(join(projectRoot, "server")).filter((name) => {
    const dir = join(projectRoot, "server", name);
    return statSync(dir).isDirectory() && readdirSync(dir).includes(`${name}.server-area.ts`);
  }),
  "dev", // the developer screens (ui/features/dev) and their server routes
]);

/**
 * Named services: a module an area exports for other areas, with what it is for. Any area may
 * import these (and only these) from another area.
 */
const AREA_SERVICES: Readonly<Record<string, string>> = {
  "server/tasks/services/create-follow-up-task":
    "tasks: write follow-up tasks of a store (tickets, checklists)",
  "core/tasks/task-due": "tasks: the deadline rule of a follow-up task",
  "server/auth/services/session/session-store": "auth: read and end a user's sessions",
  "server/auth/services/session/password": "auth: hash and check a password",
  "server/auth/services/session/portal-token": "auth: the external portal's token",
  "server/auth/services/password-reset/revoke-user-sessions": "auth: sign a user out everywhere",
  "server/auth/services/registration/registrant-account": "auth: the account a registration made",
  "server/auth/services/registration/invitations":
    "auth: an administrator's invitation (open, close, follow the account's stores)",
  "server/auth/services/verification/email-verification": "auth: single-use links that prove an e-mail",
  "server/auth/services/rate-limit/attempt-budgets": "auth: count guesses at a secret against budgets",
  "server/auth/services/rate-limit/rate-limit-policies": "auth: the rate-limit budgets",
  "server/staff/services/approvals/approvers": "staff: who approves a new account",
  "server/staff/services/approvals/approval-notices": "staff: tell the approvers of a new account",
  "core/shell/shell-wire": "shell: the wire of pages, menu items and the external portal",
  "core/account/account-page": "account: the keyset page query of the account lists",
  "core/information/information-wire": "information: a custom page's wire (the terms of the public forms)",
  "ui/features/information/terms-link": "information: the terms link of the public forms",
  "machines/auth/public-flows-ports":
    "auth: the public calls' ports (the terms page of the public forms, per-tab drafts)",
  "ui/features/information/custom-page-route": "information: a custom page, routed by the shell",
  "ui/features/auth/public-shell/public-shell": "auth: the frame of the public pages",
  "ui/features/auth/public-shell/form.css": "auth: the public forms' styles",
  "ui/features/shell/error/error-view": "shell: the error view",
  "ui/features/posts/post-alerts": "posts: the dashboard's alerts",
  "ui/features/commerce/store-figures-widget": "commerce: the dashboard's figures",
  "ui/features/commerce/transactions-card": "commerce: the transactions card of /activity",
  "ui/features/staff/staff-route": "staff: the /users screen, routed by the shell",
  "ui/features/store-operations/compliance-overview-card":
    "store-operations: the dashboard's compliance card",
};

/** Reads of another area's tables still made directly (importer → table), each a debt to retire. */
const TABLE_READS: readonly string[] = [
  "server/account/services/session-ends.ts -> server/auth/tables/sessions",
  "server/account/services/user-files.ts -> server/tickets/tables/file-relations",
  "server/account/services/user-files.ts -> server/tickets/tables/tickets",
  "server/auth/services/registration/activate-registration.ts -> server/staff/tables/account-approvals",
  "server/calendar/services/schedule-meeting.ts -> server/account/tables/user-preferences",
  "server/evaluations/services/report-files.ts -> server/tickets/tables/file-relations",
  "server/staff/services/directory/staff-directory.ts -> server/auth/tables/sessions",
  "server/store-operations/services/record-files.ts -> server/tickets/tables/file-relations",
  "server/tasks/seed/tasks-demo.ts -> server/tickets/tables/tickets",
  "server/tasks/tables/tasks.ts -> server/tickets/tables/tickets",
  "server/tickets/routes/file-routes.ts -> server/account/tables/shared-documents",
  "server/tickets/services/tickets/ticket-link.ts -> server/tasks/tables/tasks",
  "server/tickets/tables/file-relations.ts -> server/tasks/tables/tasks",
  "server/training/services/training-files.ts -> server/tickets/tables/file-relations",
];

/** The area a project path belongs to, or undefined for the kernel and everything outside the layers. */
function areaOf(path: string): string | undefined {
  for (const layer of LAYERS) {
    if (!path.startsWith(`${layer}/`)) continue;
    const [first, ...rest] = path.slice(layer.length + 1).split("/");
    if (first !== undefined && rest.length > 0 && AREA_IDS.has(first)) return first;
  }
  return undefined;
}

interface SourceFile {
  readonly path: string;
  readonly source: string;
}

/** The imports of a file that reach into another area's folder, as `importer -> target` (no extension). */
export function crossAreaImports(file: SourceFile): string[] {
  const own = areaOf(file.path);
  if (own === undefined) return [];
  const specifiers = [...file.source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers
    .map((m) => posix.normalize(posix.join(dirname(file.path), m[1] ?? "")).replace(/\.(?:tsx?|js)$/, ""))
    .filter((target) => {
      const other = areaOf(target);
      return other !== undefined && other !== own;
    })
    .map((target) => `${file.path} -> ${target}`);
}

/** The cross-area imports that are neither a named service nor a pinned table read. */
const violations = (file: SourceFile): string[] =>
  crossAreaImports(file).filter((pair) => {
    const target = pair.split(" -> ")[1] ?? "";
    return !(target in AREA_SERVICES) && !TABLE_READS.includes(pair);
  });

const files: SourceFile[] = LAYERS.flatMap((layer) => typeScriptFilesUnder(layer)).map((path) => ({
  path,
  source: readFileSync(join(projectRoot, path), "utf8"),
}));

describe("area boundaries", () => {
  it("finds the areas in every layer", () => {
    expect([...AREA_IDS]).toEqual(expect.arrayContaining(["tickets", "tasks", "posts", "content", "dev"]));
    expect(files.filter((f) => areaOf(f.path) === "tickets").length).toBeGreaterThan(50);
  });

  it("no area imports another area's folder but through a named service", () => {
    expect(files.flatMap(violations)).toEqual([]);
  });

  it("every named service and pinned table read still exists (the lists shrink, never rot)", () => {
    const used = new Set(files.flatMap(crossAreaImports));
    const targets = new Set([...used].map((pair) => pair.split(" -> ")[1]));
    expect(Object.keys(AREA_SERVICES).filter((service) => !targets.has(service))).toEqual([]);
    expect(TABLE_READS.filter((pair) => !used.has(pair))).toEqual([]);
  });

  it("fires on a planted cross-area import, server and browser", () => {
    expect(
      violations({
        path: "server/tasks/routes/x.ts",
        source: `import { idempotentJson } from "../../tickets/routes/ticket-routes";\n`,
      }),
    ).toEqual(["server/tasks/routes/x.ts -> server/tickets/routes/ticket-routes"]);
    expect(
      violations({
        path: "machines/posts/x.machine.ts",
        source: `import { hasKey } from "../tickets/submit-once";\n`,
      }),
    ).toEqual(["machines/posts/x.machine.ts -> machines/tickets/submit-once"]);
    expect(
      violations({
        path: "ui/features/posts/x.tsx",
        source: `const screen = import("../tickets/new-ticket-routes");\n`,
      }),
    ).toEqual(["ui/features/posts/x.tsx -> ui/features/tickets/new-ticket-routes"]);
    // A new reader of another area's table fails too; the kernel and a named service do not.
    expect(
      violations({
        path: "server/posts/services/x.ts",
        source: `import { tickets } from "../../tickets/tables/tickets";\n`,
      }),
    ).toHaveLength(1);
    expect(
      violations({
        path: "server/posts/services/x.ts",
        source: [
          `import { files } from "../../files/tables/files";`,
          `import { createFollowUpTask } from "../../tasks/services/create-follow-up-task";`,
          `import { ticketRoutes } from "./ticket-routes";`,
        ].join("\n"),
      }),
    ).toEqual([]);
  });
});
