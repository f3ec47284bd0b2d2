import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "./support/database-targets";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";
import { call, newKey, PDF_BYTES, PNG_BYTES, savePayload, upload, uploadPng } from "./support/ticket-client";

const HEAD_OFFICE = "6900000001";
const TEMPLATE = {
  title: "Έλεγχος βιτρίνας",
  sections: [
    {
      title: "Βιτρίνα",
      questions: [
        {
          id: "v1",
          text: "Η βιτρίνα είναι καθαρή;",
          kind: "yes_no",
          weight: 1,
          max: 1,
          photo_required: true,
          creates_task: false,
        },
      ],
    },
  ],
};

// The README's backup (pg_dump + a copy of FILES_DIR) restored into a new database and a new
// directory, then served by a new instance. PostgreSQL only: pg_dump is its tool.
const postgresTargets = (await availableDatabases()).filter((target) => target.name === "postgres");

/** A database to restore into: a new, empty one on the same server, dropped by the test. */
function emptyDatabase(source: string): { url: string; drop: () => void } {
  const url = new URL(source);
  const name = `portal_restored_${Date.now()}`;
  const admin = new URL(source);
  admin.pathname = "/postgres";
  execFileSync("psql", [admin.toString(), "-qc", `create database ${name}`]);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      execFileSync("psql", [admin.toString(), "-qc", `drop database if exists ${name} with (force)`]),
  };
}

describe.each(postgresTargets)("backup and restore on $name", (target: DatabaseTarget) => {
  let original: TestServer;
  let restored: TestServer | undefined;
  let restoredDatabase: { url: string; drop: () => void } | undefined;
  const backupDir = mkdtempSync(join(tmpdir(), "portal-backup-"));
  beforeAll(async () => {
    original = await startTestServer(target);
  });
  afterAll(async () => {
    await restored?.stop();
    restoredDatabase?.drop();
    await original.stop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("pg_dump plus a copy of FILES_DIR, restored elsewhere, serve the ticket's attachment, the checklist's photo and sign-in", async () => {
    const manager = (await loginTokens(original.api, "6900000003")).access_token;
    const uploaded = await upload(original.api, manager, {
      bytes: PDF_BYTES,
      name: "δελτίο.pdf",
      type: "application/pdf",
    });
    expect(uploaded.status).toBe(201);
    const saved = await call(original.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([uploaded.body["file_id"] as number]),
    });
    expect(saved.status).toBe(201);
    expect((await call(original.api, "saveTicketFiles", { token: manager, body: saved.body })).status).toBe(
      200,
    );
    const ticketId = saved.body["ticket_id"] as number;
    // A checklist with a photo: head office makes the template, the manager fills it in store 1.
    const headOffice = (await loginTokens(original.api, HEAD_OFFICE)).access_token;
    const template = await call(original.api, "evaluations/templates", { token: headOffice, body: TEMPLATE });
    expect(template.status).toBe(201);
    const photoId = await uploadPng(original.api, manager, "βιτρίνα.png");
    const filled = await call(original.api, `checklists/${template.body["id"] as number}/submit`, {
      token: manager,
      key: newKey(),
      body: {
        location_id: 1,
        answers: [{ question_id: "v1", value: "yes", note: "", file_ids: [photoId] }],
      },
    });
    expect(filled.status).toBe(201);
    const report = { id: filled.body["report_id"] as number };

    // The backup, as the README says.
    const sourceUrl = original.config.databaseUrl ?? "";
    const dump = join(backupDir, "portal.dump");
    execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, sourceUrl]);
    const filesCopy = join(backupDir, "files");
    cpSync(original.config.filesDir, filesCopy, { recursive: true });

    // The restore: a new database and a new directory, a new instance over them.
    restoredDatabase = emptyDatabase(sourceUrl);
    execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restoredDatabase.url}`, dump]);
    restored = await startTestServer(target, {
      sharedDatabase: { databaseUrl: restoredDatabase.url },
      env: { FILES_DIR: filesCopy },
    });
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);

    const again = (await loginTokens(restored.api, "6900000003")).access_token;
    const detail = await call(restored.api, `v2/tickets/1/${ticketId}`, { token: again });
    expect(detail.status).toBe(200);
    const [file] = detail.body["files_relations"] as { file_url: string }[];
    const download = await fetch(`${restored.api}/${file?.file_url}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);

    const reportAnswer = await call(restored.api, `reports-evaluation/${report.id}`, { token: again });
    expect(reportAnswer.status).toBe(200);
    const urls = (reportAnswer.body["specs"] as { files: { url: string }[] }[]).flatMap((s) =>
      s.files.map((f) => f.url),
    );
    expect(urls.length).toBeGreaterThan(0);
    const photo = await fetch(`${restored.api}/${urls[0]}`);
    expect(photo.status).toBe(200);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG_BYTES);
  });
});
