import { vi } from "vitest";
import type { FlowsPort } from "../../machines/auth/public-flows-ports";

/** A FlowsPort whose calls are spies with happy defaults, and a Map for the per-tab drafts. */
export function fakeFlows(overrides: Partial<FlowsPort> = {}) {
  const stored = new Map<string, unknown>();
  const success = { status: "success" as const, message: "b2b_ok" };
  const port: FlowsPort = {
    stores: vi.fn<FlowsPort["stores"]>(
      async () =>
        [
          { id: 1, store_name: "Athens Centre", title_cutted: "Athens Centre", warehouse_id: 11 },
          { id: 2, store_name: "Piraeus Port", title_cutted: "Piraeus Port", warehouse_id: 12 },
        ] as unknown as Awaited<ReturnType<FlowsPort["stores"]>>,
    ),
    jobs: vi.fn<FlowsPort["jobs"]>(
      async () => [{ id: 7, title: "Barista" }] as unknown as Awaited<ReturnType<FlowsPort["jobs"]>>,
    ),
    register: vi.fn<FlowsPort["register"]>(async () => success),
    registeredData: vi.fn<FlowsPort["registeredData"]>(async () => ({
      mobile: "6912345678",
      mobile_country_code: 30,
      first_name: "Maria",
      last_name: "Papa",
      email: null,
      store: ["Athens Centre"],
      job_position: "Barista",
      is_trainee: false,
    })),
    verifyMobile: vi.fn<FlowsPort["verifyMobile"]>(async () => success),
    activate: vi.fn<FlowsPort["activate"]>(async () => success),
    forgotPassword: vi.fn<FlowsPort["forgotPassword"]>(async () => success),
    forgotPasswordByEmail: vi.fn<FlowsPort["forgotPasswordByEmail"]>(async () => success),
    checkResetLink: vi.fn<FlowsPort["checkResetLink"]>(async () => success),
    resetPassword: vi.fn<FlowsPort["resetPassword"]>(async () => success),
    verifyEmailByHash: vi.fn<FlowsPort["verifyEmailByHash"]>(async () => success),
    terms: vi.fn<FlowsPort["terms"]>(async () => ({
      id: 1,
      identifier: "terms",
      title: { gr: "Όροι χρήσης", en: "Terms of use" },
      url: null,
      body: { gr: "<p>Όροι</p>", en: "<p>Terms</p>" },
    })),
    goTo: vi.fn<FlowsPort["goTo"]>(),
    drafts: {
      read: (name) => stored.get(name),
      write: (name, value) => void stored.set(name, structuredClone(value)),
      clear: (name) => void stored.delete(name),
    },
    ...overrides,
  };
  return { port, stored };
}

/** What the API client rejects with when the network is down (adapters' NetworkError, structurally). */
export const networkDown = () =>
  Promise.reject(
    Object.assign(new Error("offline"), { _tag: "NetworkError", messageKey: "b2b_network_error" }),
  );
