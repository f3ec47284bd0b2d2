import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk, type Decoder } from "../../core/schemas/decode";
import {
  decodeContractors,
  decodeCoverageProducts,
  decodeFaqEntry,
  decodeFaqPage,
  decodeInformationMaterialPage,
  decodeLocationExceptions,
  decodeReports,
} from "../../core/information/information-wire";
import { decodeSearchAnswer } from "../../core/search/search-wire";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const HEAD_OFFICE = "6900000001";
const FRANCHISEE = "6900000002";
const STORE_MANAGER = "6900000003";
const TRAINEE = "6900000005";

async function decoded<A>(response: Response, decode: Decoder<A>, status = 200): Promise<A> {
  expect(response.status).toBe(status);
  const result = decode(await response.json());
  if (!isOk(result)) throw result.error;
  return result.value;
}

const DRAFT = {
  category_gr: "Αποθήκη",
  category_en: "Warehouse",
  question_gr: "Πώς ζητώ έκτακτη παράδοση από την αποθήκη;",
  question_en: "How do I ask the warehouse for an extra delivery?",
  answer_gr: "<p>Με αίτημα στην κατηγορία <b>Αποθήκη</b>.</p><script>alert(1)</script>",
  answer_en: '<p onclick="steal()">With a ticket in the <b>Warehouse</b> category.</p>',
};

describe.each(databases)("information area on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const send = (method: string, path: string, token: string, body: unknown) =>
    fetch(`${server.api}/${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify(body),
    });
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, TRAINEE])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  it("serves the FAQ to every role, with the editor grant only for head office", async () => {
    for (const mobile of [FRANCHISEE, STORE_MANAGER, TRAINEE]) {
      const page = await decoded(await getJson(server.api, "faq", tokens[mobile]), decodeFaqPage);
      expect(page.items.length).toBeGreaterThanOrEqual(8);
      expect(page.can_edit).toBe(false);
    }
    const office = await decoded(await getJson(server.api, "faq", tokens[HEAD_OFFICE]), decodeFaqPage);
    expect(office.can_edit).toBe(true);
    expect((await getJson(server.api, "faq")).status).toBe(401);
  });

  it("pages the FAQ by keyset and refuses a cursor that is not ours", async () => {
    const first = await decoded(
      await getJson(server.api, "faq?limit=3", tokens[STORE_MANAGER]),
      decodeFaqPage,
    );
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).not.toBeNull();
    const second = await decoded(
      await getJson(server.api, `faq?limit=3&cursor=${first.next_cursor}`, tokens[STORE_MANAGER]),
      decodeFaqPage,
    );
    expect(second.items[0]?.id).toBeGreaterThan(first.items[2]?.id ?? 0);
    const bad = await getJson(server.api, "faq?cursor=zzz", tokens[STORE_MANAGER]);
    expect(bad.status).toBe(422);
  });

  it("lets head office add an entry, sanitised, and refuses everyone else without changing anything", async () => {
    const refused = await send("POST", "faq", tokens[FRANCHISEE] ?? "", DRAFT);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_forbidden" });
    const created = await decoded(
      await send("POST", "faq", tokens[HEAD_OFFICE] ?? "", DRAFT),
      decodeFaqEntry,
      201,
    );
    expect(created.answer.gr).toBe("<p>Με αίτημα στην κατηγορία <b>Αποθήκη</b>.</p>");
    expect(created.answer.en).not.toContain("onclick");
    const empty = await send("POST", "faq", tokens[HEAD_OFFICE] ?? "", {
      ...DRAFT,
      answer_en: "<script>x</script>",
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ status: "error", message: "b2b_faq_required" });
  });

  it("finds an entry typed without accents or case, only within what the caller may see", async () => {
    await send("POST", "faq", tokens[HEAD_OFFICE] ?? "", {
      ...DRAFT,
      question_gr: "Πού βρίσκω το πρόγραμμα εφημεριών;",
      question_en: "Where is the duty roster?",
    });
    const greek = await fetch(`${server.api}/search?q=${encodeURIComponent("ΕΦΗΜΕΡΙΩΝ")}`, {
      headers: { Language: "el", ...bearer(tokens[STORE_MANAGER] ?? "") },
    });
    const hits = await decoded(greek, decodeSearchAnswer);
    expect(hits.hits.map((h) => h.title)).toContain("Πού βρίσκω το πρόγραμμα εφημεριών;");
    const material = await decoded(
      await getJson(server.api, `search?q=${encodeURIComponent("τιμοκαταλογος")}`, tokens[TRAINEE]),
      decodeSearchAnswer,
    );
    expect(material.hits.some((h) => h.source === "information_material")).toBe(true);
    const short = await getJson(server.api, "search?q=a", tokens[STORE_MANAGER]);
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ status: "error", message: "b2b_search_query_length" });
  });

  it("searches tickets of the selected store for those who may see them, never for a trainee", async () => {
    // Demo ticket of store 1: "Η μηχανή espresso δεν ζεσταίνει σωστά", typed in capitals without accents.
    const word = "ΖΕΣΤΑΙΝΕΙ";
    const found = await decoded(
      await getJson(
        server.api,
        `search?q=${encodeURIComponent(word.toUpperCase())}&location_id=1`,
        tokens[STORE_MANAGER],
      ),
      decodeSearchAnswer,
    );
    expect(found.hits.filter((h) => h.source === "tickets").map((h) => h.title)).toContain(
      "Η μηχανή espresso δεν ζεσταίνει σωστά",
    );
    const trainee = await decoded(
      await getJson(server.api, `search?q=${encodeURIComponent(word)}&location_id=1`, tokens[TRAINEE]),
      decodeSearchAnswer,
    );
    expect(trainee.hits.some((h) => h.source === "tickets")).toBe(false);
    // A store that is not the manager's: no ticket hits, not an error.
    const elsewhere = await decoded(
      await getJson(server.api, `search?q=${encodeURIComponent(word)}&location_id=9`, tokens[STORE_MANAGER]),
      decodeSearchAnswer,
    );
    expect(elsewhere.hits.some((h) => h.source === "tickets")).toBe(false);
  });

  it("counts one helpful answer per person", async () => {
    await send("POST", "faq/1/helpful", tokens[STORE_MANAGER] ?? "", { helpful: false });
    const entry = await decoded(
      await send("POST", "faq/1/helpful", tokens[STORE_MANAGER] ?? "", { helpful: true }),
      decodeFaqEntry,
    );
    const again = await decoded(
      await send("POST", "faq/1/helpful", tokens[FRANCHISEE] ?? "", { helpful: true }),
      decodeFaqEntry,
    );
    expect(again.helpful_yes).toBe(entry.helpful_yes + 1);
    expect(again.helpful_no).toBe(entry.helpful_no);
    expect(
      (await send("POST", "faq/99999/helpful", tokens[FRANCHISEE] ?? "", { helpful: true })).status,
    ).toBe(404);
  });

  it("serves information material with files that download through their signed URL only", async () => {
    const page = await decoded(
      await getJson(server.api, "information_material", tokens[TRAINEE]),
      decodeInformationMaterialPage,
    );
    expect(page.items.length).toBeGreaterThanOrEqual(5);
    const doc = page.items[0];
    if (doc === undefined) throw new Error("no material");
    const file = await fetch(`${server.api}/${doc.file.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const forged = await fetch(`${server.api}/${doc.file.url.replace(/sig=[^&]+/, "sig=forged")}`);
    expect(forged.status).toBe(403);
    const one = await decoded(
      await getJson(server.api, `information_material?id=${doc.id}`, tokens[TRAINEE]),
      decodeInformationMaterialPage,
    );
    expect(one.items.map((i) => i.id)).toEqual([doc.id]);
    expect((await getJson(server.api, "information_material?id=99999", tokens[TRAINEE])).status).toBe(404);
  });

  it("serves the terms without a session and other pages only with one", async () => {
    const terms = await getJson(server.api, "public_pages/terms");
    expect(terms.status).toBe(200);
    expect(((await terms.json()) as { body: { gr: string } }).body.gr).toContain("Όροι χρήσης");
    expect((await getJson(server.api, "public_pages/about")).status).toBe(404);
    expect((await getJson(server.api, "pages/about")).status).toBe(401);
    expect((await getJson(server.api, "pages/about", tokens[TRAINEE])).status).toBe(200);
  });

  it("lets head office rewrite a page's body, sanitised", async () => {
    const body = {
      body_gr: '<p>Νέο <a href="javascript:alert(1)">κείμενο</a></p>',
      body_en: "<p>New text</p>",
    };
    expect((await send("PUT", "pages/about", tokens[STORE_MANAGER] ?? "", body)).status).toBe(403);
    const saved = await send("PUT", "pages/about", tokens[HEAD_OFFICE] ?? "", body);
    expect(saved.status).toBe(200);
    const page = (await saved.json()) as { body: { gr: string } };
    expect(page.body.gr).not.toContain("javascript");
  });

  it("serves the small screens' files, the exceptions only of the caller's own stores", async () => {
    const clients = await decoded(
      await getJson(server.api, "contractors_file", tokens[TRAINEE]),
      decodeContractors,
    );
    expect(clients.length).toBeGreaterThanOrEqual(8);
    const products = await decoded(
      await getJson(server.api, "immediate_coverage_products", tokens[STORE_MANAGER]),
      decodeCoverageProducts,
    );
    expect(products.length).toBeGreaterThanOrEqual(9);
    const office = await decoded(
      await getJson(server.api, "location_exceptions/10", tokens[HEAD_OFFICE]),
      decodeLocationExceptions,
    );
    expect(office.length).toBe(2);
    expect((await getJson(server.api, "location_exceptions/10", tokens[STORE_MANAGER])).status).toBe(403);
    const reports = await decoded(await getJson(server.api, "sharepoint", tokens[TRAINEE]), decodeReports);
    expect(reports.length).toBeGreaterThanOrEqual(5);
  });
});
