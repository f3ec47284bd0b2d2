import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { UserId } from "./ids";

/** GET employees (the acting-as list) and the staff of a location. */
export const Employee = Schema.Struct({
  id: UserId,
  f_name: Schema.String,
  l_name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  mobile: Schema.NullOr(Schema.String),
});
export type Employee = typeof Employee.Type;
export const decodeEmployee = makeDecoder("Employee", Employee);
export const encodeEmployee = makeEncoder("Employee", Employee);
export const decodeEmployees = makeDecoder("Employee[]", Schema.Array(Employee));
