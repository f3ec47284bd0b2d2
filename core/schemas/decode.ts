import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaIssue from "effect/SchemaIssue";
import * as SchemaParser from "effect/SchemaParser";

/** One failing spot: the path of keys/indexes from the root (e.g. `["information", "mobile"]`). */
export const DecodeIssue = Schema.Struct({
  path: Schema.Array(Schema.Union([Schema.String, Schema.Number])),
  message: Schema.String,
});
export type DecodeIssue = typeof DecodeIssue.Type;

/**
 * Malformed data at an edge. Carries the entity name and every failing field path, so a log line
 * or a 4xx answer can say exactly which field was wrong. A schema-backed tagged error so it can
 * cross the wire and be matched by `_tag`.
 */
export class DecodeError extends Schema.TaggedError<DecodeError>()("DecodeError", {
  entity: Schema.String,
  message: Schema.String,
  issues: Schema.Array(DecodeIssue),
}) {
  /** The failing paths, in report order. */
  get paths(): ReadonlyArray<ReadonlyArray<string | number>> {
    return this.issues.map((issue) => issue.path);
  }
}

export interface Ok<A> {
  readonly _tag: "Ok";
  readonly value: A;
}
export interface Invalid {
  readonly _tag: "Invalid";
  readonly error: DecodeError;
}
/** What every decoder (and encoder) in core/schemas returns: never an exception. */
export type Decoded<A> = Ok<A> | Invalid;

// Narrowed by the payload key rather than by reading `_tag`, which the lint config discourages.
export const isOk = <A>(result: Decoded<A>): result is Ok<A> => "value" in result;
export const isInvalid = <A>(result: Decoded<A>): result is Invalid => "error" in result;

export type Decoder<A> = (input: unknown) => Decoded<A>;
export type Encoder<A, E> = (value: A) => Decoded<E>;

const ok = <A>(value: A): Ok<A> => ({ _tag: "Ok", value });

const toPathKey = (key: PropertyKey): string | number => (typeof key === "symbol" ? key.toString() : key);

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const invalidFromIssue = (entity: string, issue: SchemaIssue.Issue): Invalid => {
  const issues = formatter(issue).issues.map((i): DecodeIssue => ({
    path: (i.path ?? []).map((segment) => toPathKey(typeof segment === "object" ? segment.key : segment)),
    message: i.message,
  }));
  const message = issues
    .map((i) => (i.path.length === 0 ? i.message : `${i.path.join(".")}: ${i.message}`))
    .join("; ");
  return { _tag: "Invalid", error: new DecodeError({ entity, message, issues }) };
};

const invalidFromDefect = (entity: string, defect: unknown): Invalid => {
  const message = `Decoding failed unexpectedly: ${defect instanceof Error ? defect.message : "unknown defect"}`;
  return {
    _tag: "Invalid",
    error: new DecodeError({ entity, message, issues: [{ path: [], message }] }),
  };
};

// Report every failing field, not only the first; unknown keys are ignored (the spec says other
// fields of the results are not shown, so a richer server answer must not break the client).
const PARSE_OPTIONS: SchemaAST.ParseOptions = { errors: "all", onExcessProperty: "ignore" };

/**
 * Builds a decoder once for `schema`. The decoder never throws: schema failures become `Invalid`
 * with field paths, and an unexpected throw inside the parser (exotic inputs such as proxies or
 * throwing getters) is also turned into `Invalid` because callers sit at I/O edges.
 */
export const makeDecoder = <S extends Schema.ConstraintDecoder<unknown>>(
  entity: string,
  schema: S,
): Decoder<S["Type"]> => {
  const parse = SchemaParser.decodeUnknownResult(schema, PARSE_OPTIONS);
  return (input) => {
    try {
      const result = parse(input);
      return Result.isSuccess(result) ? ok(result.success) : invalidFromIssue(entity, result.failure);
    } catch (defect) {
      return invalidFromDefect(entity, defect);
    }
  };
};

/** Builds an encoder once: typed value → wire (JSON-ready) value, with the same typed result. */
export const makeEncoder = <S extends Schema.ConstraintEncoder<unknown>>(
  entity: string,
  schema: S,
): Encoder<S["Type"], S["Encoded"]> => {
  const encode = SchemaParser.encodeUnknownResult(schema, PARSE_OPTIONS);
  return (value) => {
    try {
      const result = encode(value);
      return Result.isSuccess(result) ? ok(result.success) : invalidFromIssue(entity, result.failure);
    } catch (defect) {
      return invalidFromDefect(entity, defect);
    }
  };
};
