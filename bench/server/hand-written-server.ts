import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Pool } from "pg";

/**
 * The floor of bench:server: GET user/me written by hand on node:http and pg, with no framework,
 * doing the same session check as the real server — verify the HS256 access token (signature,
 * issuer, audience, expiry) and read the live session, its active user and the company in one
 * query — then answer the user's JSON. What our stack (Hono, drizzle, the middleware) costs on top
 * of the work itself is the gap between this and the real route. It answers only the one path and
 * knows nothing of refresh, roles or languages: a yardstick, never a server.
 */

const SQL = `select u.id, u.type, u.gender, u.f_name, u.l_name, c.name as company, u.avatar, u.phone,
  u.phone_country_code, u.mobile, u.country_code, u.email, u.stamp_format_date, u.stamp_format_time,
  u.health_cert_begin, u.health_cert_end, u.dob, u.consent, u.hiring_date, u.clothing_size,
  u.company_id, u.role, u.all_stores
  from sessions s join users u on u.id = s.user_id join companies c on c.id = u.company_id
  where s.id = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = 'active' limit 1`;

interface Claims {
  readonly sub: string;
  readonly sid: string;
}

function verify(token: string, secret: Buffer, nowSeconds: number): Claims | null {
  const [header, payload, signature] = token.split(".");
  if (header === undefined || payload === undefined || signature === undefined) return null;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: unknown };
  const body = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  if (head.alg !== "HS256" || body["iss"] !== "franchise-portal" || body["aud"] !== "franchise-portal-api")
    return null;
  if (typeof body["exp"] !== "number" || body["exp"] <= nowSeconds) return null;
  if (typeof body["sub"] !== "string" || typeof body["sid"] !== "string") return null;
  return { sub: body["sub"], sid: body["sid"] };
}

const intOrNull = (value: string | null | undefined): number | null =>
  value == null || !/^\d+$/.test(value) ? null : Number(value);

export async function startHandWrittenServer(options: {
  readonly databaseUrl: string;
  readonly jwtSecret: string;
  readonly poolSize: number;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  const secret = Buffer.from(options.jwtSecret, "utf8");
  const unauthorized = Buffer.from(JSON.stringify({ error: "b2b_unauthorized" }));
  const server = createServer((req, res) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    const now = new Date();
    const claims = match?.[1] === undefined ? null : verify(match[1], secret, now.getTime() / 1000);
    const refuse = () => {
      res.writeHead(401, { "Content-Type": "application/json", "Content-Length": unauthorized.length });
      res.end(unauthorized);
    };
    if (claims === null) return refuse();
    pool
      .query({ name: "hand_live_session", text: SQL, values: [claims.sid, now] })
      .then(({ rows }) => {
        const u = rows[0] as Record<string, string | null> | undefined;
        if (u === undefined || String(u["id"]) !== claims.sub) return refuse();
        const body = Buffer.from(
          JSON.stringify({
            id: u["id"],
            type: u["type"],
            gender: u["gender"],
            f_name: u["f_name"],
            l_name: u["l_name"],
            company: u["company"],
            avatar: u["avatar"],
            information: {
              phone: u["phone"],
              phone_country_code: intOrNull(u["phone_country_code"]),
              mobile: u["mobile"],
              mobile_country_code: intOrNull(u["country_code"]),
              email: u["email"],
            },
            stamp_format: { date: u["stamp_format_date"], time: u["stamp_format_time"] },
            health_certificate_begin_date: u["health_cert_begin"],
            health_certificate_end_date: u["health_cert_end"],
            dob: u["dob"],
            consent: u["consent"],
            hiring_date: u["hiring_date"],
            clothing_size: u["clothing_size"],
            account_id: u["company_id"],
            portal_user_type: u["type"],
            portal_user_role: u["role"],
            account_approval: "every-request",
            all_stores: u["all_stores"],
          }),
        );
        res.writeHead(200, {
          "Content-Type": "application/json",
          "Content-Length": body.length,
          "Cache-Control": "no-store",
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
