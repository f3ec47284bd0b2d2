// Properties that every entity codec in core/schemas must satisfy:
// - decoding never throws, whatever the input (fc.anything());
// - a valid value survives encode → JSON text → decode → encode unchanged (round trip);
// - breaking any one field of a valid wire value gives Invalid, naming that field.
// Valid values are derived from the schemas themselves with effect's Arbitrary module.
import { fc } from "@fast-check/vitest";
import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { CompleteRegistrationPayload, ForgotPasswordPayload, LoginForm, RegisterForm } from "./auth-forms";
import { BaseLoad } from "./base-load";
import { CompanyDetails } from "./company-details";
import { isInvalid, isOk, makeDecoder, makeEncoder } from "./decode";
import { Employee } from "./employee";
import { Evaluation, EvaluationReport } from "../evaluations/evaluation";
import { StoredFile } from "./file";
import { Invoice } from "../commerce/invoice";
import { KnowledgeBaseNote } from "../training/knowledge-base-note";
import { Licence } from "../store-operations/licence";
import { MaintenanceRecord } from "../store-operations/maintenance";
import { Order } from "../commerce/order";
import { Post } from "../posts/post";
import { RegisteredData } from "./registered-data";
import { FranchiseStore, JobPosition, Store } from "./store";
import { StoreMenuProduct } from "./store-menu";
import { Subscription } from "../commerce/subscription";
import { Project, Task } from "../tasks/task";
import { TicketOld, TicketThreadEntry } from "../tickets/ticket-old";
import { TicketSaveResult, TicketV2 } from "../tickets/ticket-v2";
import { TokenData } from "./token-data";
import { Training, TrainingMaterial, TrainingNote, TrainingVideo } from "../training/training";
import { Transaction } from "../commerce/transaction";
import { Translations } from "./translations";
import { User } from "./user";

const entities = {
  LoginForm,
  RegisterForm,
  CompleteRegistrationPayload,
  ForgotPasswordPayload,
  TokenData,
  Store,
  FranchiseStore,
  JobPosition,
  RegisteredData,
  User,
  TicketThreadEntry,
  TicketOld,
  TicketV2,
  TicketSaveResult,
  Task,
  Project,
  Licence,
  MaintenanceRecord,
  EvaluationReport,
  Evaluation,
  Training,
  TrainingMaterial,
  TrainingNote,
  TrainingVideo,
  KnowledgeBaseNote,
  Post,
  Order,
  Invoice,
  Transaction,
  Subscription,
  Employee,
  StoreMenuProduct,
  StoredFile,
  CompanyDetails,
  Translations,
  BaseLoad,
} as const;

const RUNS = 100;
// A value no field of any entity accepts: not a string, number, boolean, null, list or the
// right object (it lacks every required key and its own key is unknown).
const POISON = { poison: [Symbol.for("poison")] };

const holds = <T>(property: fc.IPropertyWithHooks<T>) =>
  fc.defaultReportMessage(fc.check(property, { numRuns: RUNS }));

const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const isNonEmptyObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.keys(value).length > 0;

describe.each(Object.entries(entities))("%s codec", (name, schema) => {
  const decode = makeDecoder(name, schema);
  const encode = makeEncoder(name, schema);
  const typed = Arbitrary.schema(Schema.toType(schema));
  const toWire = (value: unknown): unknown => {
    const wire = encode(value as never);
    if (isInvalid(wire)) throw new Error(`encode failed: ${wire.error.message}`);
    return toJson(wire.value);
  };
  const validWire = Effect.runSync(Arbitrary.sampleEffect(typed, { count: RUNS, seed: name })).map(toWire);
  const wireObjects = validWire.filter(isNonEmptyObject);

  it("never throws: any input gives Ok or Invalid", () => {
    const property = fc.property(
      fc.anything({ withNullPrototype: true, withObjectString: true }),
      (input) => {
        const result = decode(input);
        return isOk(result) || isInvalid(result);
      },
    );
    expect(holds(property)).toBeUndefined();
  });

  it("round-trips: encode → JSON → decode → encode gives the same wire text", () => {
    const result = Effect.runSync(
      Arbitrary.checkEffect(
        typed,
        (value) => {
          const wire = toWire(value);
          const decoded = decode(wire);
          return isOk(decoded) && JSON.stringify(toWire(decoded.value)) === JSON.stringify(wire);
        },
        { runs: RUNS, seed: name },
      ),
    );
    expect(Arbitrary.formatCheckFailure(result)).toBeUndefined();
  });

  it("decodes every schema-derived wire sample", () => {
    expect(validWire.map((wire) => decode(wire)).filter(isInvalid)).toEqual([]);
  });

  it("replacing one field with arbitrary junk is Ok or an error naming only that field", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...wireObjects)
          .chain((wire) => fc.tuple(fc.constant(wire), fc.constantFrom(...Object.keys(wire)), fc.anything())),
        ([wire, key, junk]) => {
          const result = decode({ ...wire, [key]: junk });
          return isOk(result) || result.error.paths.every((path) => path[0] === key);
        },
      ),
      { numRuns: RUNS },
    );
    expect(wireObjects.length).toBeGreaterThan(0);
  });

  it("a poisoned field is Invalid with an issue whose path starts at that field", () => {
    const poisoned = wireObjects.slice(0, 10).flatMap((wire) =>
      Object.keys(wire).map((key) => {
        const result = decode({ ...wire, [key]: POISON });
        return {
          key,
          entity: isInvalid(result) ? result.error.entity : undefined,
          named: isInvalid(result) && result.error.paths.some((path) => path[0] === key),
        };
      }),
    );
    expect(poisoned.length).toBeGreaterThan(0);
    expect(poisoned.filter((p) => p.entity !== name || !p.named)).toEqual([]);
  });
});
