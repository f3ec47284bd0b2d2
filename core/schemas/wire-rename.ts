import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";

const rename =
  (names: Record<string, string>) =>
  (input: object): any =>
    Object.fromEntries(Object.entries(input).map(([key, value]) => [names[key] ?? key, value]));

/**
 * Decodes a snake_case wire struct into a struct with renamed (camelCase) keys.
 *
 * Unlike `Schema.encodeKeys`, the wire struct is decoded first with its own field schemas, so a
 * bad value is reported under the key the sender actually used (`maintenance_date`, not
 * `maintenanceDate`). `mapping` is `{ wireKey: decodedKey }`; unmapped keys keep their name.
 */
export const renameWireKeys = <
  Wire extends Schema.Struct<Schema.Struct.Fields>,
  Decoded extends Schema.Struct<Schema.Struct.Fields>,
>(
  wire: Wire,
  decoded: Decoded,
  mapping: { readonly [K in keyof Wire["fields"]]?: keyof Decoded["fields"] & string },
) => {
  const toDecoded: Record<string, string> = {};
  const toWire: Record<string, string> = {};
  for (const [wireKey, decodedKey] of Object.entries(mapping)) {
    if (typeof decodedKey === "string") {
      toDecoded[wireKey] = decodedKey;
      toWire[decodedKey] = wireKey;
    }
  }
  return wire.pipe(
    Schema.decodeTo(
      Schema.toType(decoded),
      SchemaTransformation.transform<Decoded["Type"], Wire["Type"]>({
        decode: rename(toDecoded),
        encode: rename(toWire),
      }),
    ),
  );
};
