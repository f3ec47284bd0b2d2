import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";

const Token = Schema.String.check(Schema.isMinLength(1));

/** The login answer (auth/login, v2/auth/login/microsoft, v2/auth/refresh-token, auth/act-as). */
export const TokenData = Schema.Struct({
  access_token: Token,
  refresh_token: Token,
});
export type TokenData = typeof TokenData.Type;
export const decodeTokenData = makeDecoder("TokenData", TokenData);
export const encodeTokenData = makeEncoder("TokenData", TokenData);
