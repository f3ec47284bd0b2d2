/**
 * The contract between our server and the browser, checked from both ends at once: every answer the
 * browser decodes with a core/ schema is fetched from the real server (each role that reads it) and
 * must decode. A server change that the browser's decoders would refuse fails here, not in a user's
 * browser (a base load whose tickets did not fit the schema once left every store screen empty).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBaseLoad } from "../../core/schemas/base-load";
import { decodeCompanyDetails } from "../../core/schemas/company-details";
import type { Decoded } from "../../core/schemas/decode";
import { decodeEmployees } from "../../core/schemas/employee";
import { decodePostPage } from "../../core/posts/posts-wire";
import { decodeFranchiseStores, decodeJobPositions, decodeStores } from "../../core/schemas/store";
import { decodeTrainings } from "../../core/training/training";
import { decodeTranslations } from "../../core/schemas/translations";
import { decodeUser } from "../../core/schemas/user";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const accounts = ["6900000001", "6900000002", "6900000003", "6900000004", "6900000005", "6900000006"];

describe.each(databases)("server answers decode with core's schemas on $name", (target) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of accounts) tokens.set(mobile, (await loginTokens(server.api, mobile)).access_token);
  });
  afterAll(() => server.stop());

  async function expectDecodes(path: string, decode: (input: unknown) => Decoded<unknown>, mobile?: string) {
    const response = await getJson(server.api, path, mobile === undefined ? undefined : tokens.get(mobile));
    expect(response.status, `${path} as ${mobile ?? "anonymous"}`).toBe(200);
    const decoded = decode(await response.json());
    expect(
      decoded._tag === "Invalid" ? decoded.error.message : "Ok",
      `${path} as ${mobile ?? "anonymous"}`,
    ).toBe("Ok");
    return decoded;
  }

  it("public reference data: stores, job positions, translations", async () => {
    await expectDecodes("auth/stores", decodeStores);
    await expectDecodes("auth/jobs", decodeJobPositions);
    await expectDecodes("translations?app_id=9000", decodeTranslations);
  });

  it.each(accounts)("the load after login for %s: user, base load of each store, company", async (mobile) => {
    const user = await expectDecodes("user/me", decodeUser, mobile);
    if (user._tag !== "Ok") return;
    const base = await expectDecodes("base", decodeBaseLoad, mobile);
    if (base._tag !== "Ok") return;
    const stores = (base.value as { franchiseStores: ReadonlyArray<{ id: number }> }).franchiseStores;
    expect(decodeFranchiseStores(stores)._tag).toBe("Ok");
    for (const store of stores.slice(0, 3))
      await expectDecodes(`base?location_id=${store.id}`, decodeBaseLoad, mobile);
    const accountId = (user.value as { account_id: number | null }).account_id;
    if (accountId !== null) await expectDecodes(`company/${accountId}`, decodeCompanyDetails, mobile);
  });

  it("dashboard content: posts and training", async () => {
    await expectDecodes("posts?location_id=1", decodePostPage, "6900000003");
    await expectDecodes("training", decodeTrainings, "6900000005");
  });

  it("the acting-as list of user id 1", async () => {
    await expectDecodes("employees", decodeEmployees, "6900000001");
  });
});
