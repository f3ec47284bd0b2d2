import { expect, type APIRequestContext } from "@playwright/test";
import { codeIn, lastOutboxId, linkIn, waitForMessage } from "./outbox";
import { newPerson, type RegisteredPerson } from "./people";

const API = "/echo/rest/api";
const json = { Accept: "application/json" };

/**
 * A new active staff account made through the API the browser uses (register → SMS link → code →
 * activate), for tests whose subject is what comes after registration. The browser flow itself is
 * tested in registration.spec.ts.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  label: string,
  password: string,
): Promise<RegisteredPerson> {
  const person = newPerson(label);
  const before = await lastOutboxId(request);
  const registered = await request.post(`${API}/auth/register`, {
    headers: json,
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      gender: 2,
      country_code: 30,
      mobile: person.mobile,
      email: person.email,
      role: "Staff",
      store: [1],
      job_position: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const sms = await waitForMessage(request, person.mobile, { channel: "sms", after: before });
  const hash = new URL(linkIn(sms, "setpassword")).searchParams.get("m") ?? "";

  const beforeCode = await lastOutboxId(request);
  const verify = await request.post(`${API}/auth/verify/mobile`, { headers: json, data: { hash } });
  expect(verify.status(), await verify.text()).toBe(200);
  const codeSms = await waitForMessage(request, person.mobile, {
    channel: "sms",
    after: beforeCode,
    test: (m) => /\b\d{6}\b/.test(m.body),
  });
  const activate = await request.post(`${API}/auth/activate`, {
    headers: json,
    data: { hash, code: codeIn(codeSms), password, consent_email: false, terms: true },
  });
  expect(activate.status(), await activate.text()).toBe(200);
  expect(((await activate.json()) as { status: string }).status).toBe("success");
  return { ...person, password };
}
