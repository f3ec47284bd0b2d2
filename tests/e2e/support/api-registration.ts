import { expect, type APIRequestContext } from "@playwright/test";
import { codeIn, lastOutboxId, linkIn, waitForMessage } from "./outbox";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts";
import { newPerson, type RegisteredPerson } from "./people";

const API = "/echo/rest/api";
const json = { Accept: "application/json" };

/**
 * A new staff account of store 1 made through the API the browser uses (register → SMS link → code →
 * activate), approved by the store's manager unless `approve` is false, for tests whose subject is
 * what comes after registration. The browser flow itself is tested in registration.spec.ts.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  label: string,
  password: string,
  options: { readonly approve?: boolean; readonly trainee?: boolean; readonly firstName?: string } = {},
): Promise<RegisteredPerson> {
  const person = {
    ...newPerson(label),
    ...(options.firstName === undefined ? {} : { firstName: options.firstName }),
  };
  const before = await lastOutboxId(request);
  const registered = await request.post(`${API}/auth/register`, {
    headers: json,
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      // A woman: the approval notice says "Η …" (ui_staff_pending_approved_female).
      gender: 2,
      country_code: 30,
      mobile: person.mobile,
      email: person.email,
      ...(options.trainee === true
        ? { role: "Trainee", store: [], job_position: null }
        : { role: "Staff", store: [1], job_position: 1 }),
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
  if (options.approve !== false) await approveAsStoreManager(request, person.mobile);
  return { ...person, password };
}

/** The store manager of store 1 approves the waiting account of `mobile` (POST staff/pending/{id}/approve). */
async function approveAsStoreManager(request: APIRequestContext, mobile: string): Promise<void> {
  const basic = Buffer.from(`${ACCOUNTS.storeManager.mobile}:${DEMO_PASSWORD}`).toString("base64");
  const login = await request.post(`${API}/auth/login`, {
    headers: { ...json, Authorization: `Basic ${basic}` },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { ...json, Authorization: `Bearer ${token}` };
  const pending = await request.get(`${API}/staff/pending`, { headers: auth });
  expect(pending.status()).toBe(200);
  const account = ((await pending.json()) as { id: number; mobile: string }[]).find(
    (a) => a.mobile === mobile,
  );
  expect(account, `${mobile} waits for approval`).toBeDefined();
  const approved = await request.post(`${API}/staff/pending/${account?.id ?? 0}/approve`, { headers: auth });
  expect(approved.status(), await approved.text()).toBe(200);
  await request.post(`${API}/v2/logs/logout`, { headers: auth });
}
