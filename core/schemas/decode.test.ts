import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { DecodeError, isInvalid, makeDecoder, makeEncoder } from "./decode";

const Contact = Schema.Struct({
  name: Schema.String,
  information: Schema.Struct({ mobile: Schema.String, email: Schema.NullOr(Schema.String) }),
  tags: Schema.Array(Schema.String),
});
const decodeContact = makeDecoder("Contact", Contact);
const encodeContact = makeEncoder("Contact", Contact);

describe("makeDecoder", () => {
  it("answers Ok with the decoded value", () => {
    const input = { name: "A", information: { mobile: "6912345678", email: null }, tags: [] };
    expect(decodeContact(input)).toEqual({ _tag: "Ok", value: input });
  });

  it("ignores keys the schema does not list", () => {
    const result = decodeContact({
      name: "A",
      information: { mobile: "1", email: null, fax: "2" },
      tags: [],
      extra: true,
    });
    expect(result).toEqual({
      _tag: "Ok",
      value: { name: "A", information: { mobile: "1", email: null }, tags: [] },
    });
  });

  it("names the nested field that is wrong", () => {
    const result = decodeContact({ name: "A", information: { mobile: 69, email: null }, tags: [] });
    const error = isInvalid(result) ? result.error : undefined;
    expect(error).toBeInstanceOf(DecodeError);
    expect(error).toMatchObject({
      _tag: "DecodeError",
      entity: "Contact",
      message: "information.mobile: Expected string",
      issues: [{ path: ["information", "mobile"], message: "Expected string" }],
    });
    expect(error?.paths).toEqual([["information", "mobile"]]);
  });

  it("reports every failing field, with list indexes in the path", () => {
    const result = decodeContact({ information: { mobile: "1" }, tags: ["a", 2] });
    expect(isInvalid(result) && result.error.paths).toEqual([
      ["name"],
      ["information", "email"],
      ["tags", 1],
    ]);
  });

  it("a missing key is reported at its path", () => {
    const result = decodeContact({ name: "A", tags: [] });
    expect(isInvalid(result) && result.error.issues).toEqual([
      { path: ["information"], message: "Missing key" },
    ]);
  });

  it("a non-object root is Invalid at the empty path", () => {
    for (const input of [undefined, null, 1, "x", [], true]) {
      const result = decodeContact(input);
      expect(isInvalid(result) && result.error.paths).toEqual([[]]);
    }
  });

  it("an input whose getters throw becomes Invalid instead of throwing", () => {
    const hostile = {
      name: "A",
      get information(): never {
        throw new Error("boom");
      },
      tags: [],
    };
    expect(isInvalid(decodeContact(hostile))).toBe(true);
  });

  it("a proxy that throws on every trap becomes Invalid instead of throwing", () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("get");
        },
        has: () => {
          throw new Error("has");
        },
        ownKeys: () => {
          throw new Error("ownKeys");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("descriptor");
        },
        getPrototypeOf: () => {
          throw new Error("prototype");
        },
      },
    );
    expect(isInvalid(decodeContact(hostile))).toBe(true);
  });
});

describe("makeEncoder", () => {
  it("gives the wire value", () => {
    const value = { name: "A", information: { mobile: "1", email: "a@b.gr" }, tags: ["x"] };
    expect(encodeContact(value)).toEqual({ _tag: "Ok", value });
  });

  it("refuses a value that breaks the schema, naming the field", () => {
    const bad = { name: "A", information: { mobile: 1, email: null }, tags: [] } as never;
    const result = encodeContact(bad);
    expect(isInvalid(result) && result.error.paths).toEqual([["information", "mobile"]]);
  });
});
