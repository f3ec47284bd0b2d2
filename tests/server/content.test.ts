import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk, type Decoder } from "../../core/schemas/decode";
import { decodeTrainingMaterial, decodeTrainings } from "../../core/schemas/training";
import { isCurrentTraining, isExamOpen, isUpcomingTraining } from "../../core/rules/training-windows";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const TRAINEE = "6900000005";

async function decoded<A>(response: Response, decode: Decoder<A>): Promise<A> {
  expect(response.status).toBe(200);
  const result = decode(await response.json());
  if (!isOk(result)) throw result.error;
  return result.value;
}

describe.each(databases)("dashboard content on $name", (target) => {
  let server: TestServer;
  let trainee = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    trainee = (await loginTokens(server.api, TRAINEE)).access_token;
  });
  afterAll(() => server.stop());

  it("answers training material and trainings: one current with its exam open, one upcoming", async () => {
    const material = await getJson(server.api, "training_material", trainee);
    expect(material.status).toBe(200);
    const items = (await material.json()) as unknown[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.every((item) => isOk(decodeTrainingMaterial(item)))).toBe(true);
    const trainings = await decoded(await getJson(server.api, "training", trainee), decodeTrainings);
    const today = Temporal.Now.plainDateISO("UTC");
    expect(trainings.some((t) => isCurrentTraining(t, today) && t.exam && isExamOpen(t, today))).toBe(true);
    expect(trainings.some((t) => isUpcomingTraining(t, today))).toBe(true);
  });

  it("needs a login for every content route", async () => {
    for (const path of ["training_material", "training"])
      expect((await getJson(server.api, path)).status).toBe(401);
    expect(server.serverErrors).toEqual([]);
  });
});
