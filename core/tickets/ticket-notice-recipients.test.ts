import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HEAD_OFFICE_COMPANY, USER_TYPE_STAFF } from "../constants/portal-constants";
import { ROLES } from "../permissions/role";
import {
  distinctAddresses,
  mayActOnTickets,
  newTicketNoticeAddresses,
  reporterNoticeAddress,
  type NoticeCandidate,
} from "./ticket-notice-recipients";

const person = (overrides: Partial<NoticeCandidate> = {}): NoticeCandidate => ({
  id: 10,
  role: "store_manager",
  type: USER_TYPE_STAFF,
  company: "Στέλιος Καφές ΙΚΕ",
  azure: false,
  status: "active",
  email: "manager@example.gr",
  ...overrides,
});

const candidate = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  role: fc.oneof(fc.constantFrom(...ROLES), fc.string()),
  type: fc.constantFrom(1, 2, 23),
  company: fc.constantFrom(HEAD_OFFICE_COMPANY, "Στέλιος Καφές ΙΚΕ", null),
  azure: fc.boolean(),
  status: fc.constantFrom("active", "invited", "pending", "rejected", "disabled"),
  email: fc.option(fc.emailAddress(), { nil: null }),
});

describe("who is told of a ticket", () => {
  it("never a trainee, never an account that is not active", () => {
    fc.assert(
      fc.property(candidate, (c) => {
        const excluded = c.role === "trainee" || c.status !== "active";
        expect(excluded && mayActOnTickets(c)).toBe(false);
      }),
    );
  });

  it("a store manager, a franchisee and head office (greg-user of head office) may act", () => {
    expect(mayActOnTickets(person())).toBe(true);
    expect(mayActOnTickets(person({ role: "franchisee", type: 23 }))).toBe(true);
    expect(mayActOnTickets(person({ role: "greg-user", company: HEAD_OFFICE_COMPANY }))).toBe(true);
    // The permission table's user-type check: greg-user outside head office is refused.
    expect(mayActOnTickets(person({ role: "greg-user" }))).toBe(false);
    expect(mayActOnTickets(person({ role: "trainee" }))).toBe(false);
    expect(mayActOnTickets(person({ status: "pending" }))).toBe(false);
  });

  it("a new ticket's addresses: only members who may act, plus the contact, each address once", () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 12 }),
        fc.option(fc.emailAddress()),
        (members, contact) => {
          const addresses = newTicketNoticeAddresses(members, contact);
          const lower = addresses.map((a) => a.toLowerCase());
          expect(new Set(lower).size).toBe(lower.length);
          for (const address of addresses) {
            const fromMember = members.some(
              (m) => mayActOnTickets(m) && m.email?.toLowerCase() === address.toLowerCase(),
            );
            expect(fromMember || address.toLowerCase() === contact?.toLowerCase()).toBe(true);
          }
        },
      ),
    );
  });

  it("the reporter hears of what others do, not of what they did themselves", () => {
    fc.assert(
      fc.property(candidate, fc.integer({ min: 1, max: 1000 }), (reporter, actorId) => {
        const address = reporterNoticeAddress(reporter, actorId);
        const silent = reporter.id === actorId || !mayActOnTickets(reporter) || reporter.email === null;
        expect(address).toBe(silent ? null : reporter.email);
      }),
    );
    expect(reporterNoticeAddress(person(), 99)).toBe("manager@example.gr");
    expect(reporterNoticeAddress(person(), 10)).toBeNull();
    expect(reporterNoticeAddress(undefined, 99)).toBeNull();
  });

  it("compares addresses without case and drops empty ones", () => {
    expect(distinctAddresses(["A@x.gr", "a@X.gr", null, "", " ", "b@x.gr"])).toEqual(["A@x.gr", "b@x.gr"]);
  });
});
