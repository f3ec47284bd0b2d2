import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLES } from "../permissions/role";
import { reachesReader } from "./post-audience";
import { countedReaders, isHeadOfficeSide, type PostOpener } from "./post-readers";

const opener = fc.record({
  userId: fc.integer({ min: 1, max: 30 }),
  role: fc.constantFrom(...ROLES),
  storeIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  allStores: fc.boolean(),
});
const audience = fc.record({
  storeIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  roles: fc.array(fc.constantFrom(...ROLES), { maxLength: 3 }),
});
const author = fc.option(fc.integer({ min: 1, max: 30 }), { nil: null });

const manager = (userId: number, storeIds: number[]): PostOpener => ({
  userId,
  role: "store_manager",
  storeIds,
  allStores: false,
});
const headOffice: PostOpener = { userId: 1, role: "greg-user", storeIds: [], allStores: true };

describe("countedReaders (issue 33: a post's readers without head office)", () => {
  it("pins the finding: head office opening its own post is no reader", () => {
    const everyone = { storeIds: [], roles: [] };
    expect(countedReaders([headOffice], everyone, 1)).toBe(0);
    expect(countedReaders([headOffice, manager(3, [1]), manager(3, [1])], everyone, 1)).toBe(1);
    // The corporate account (every-store grant) and another publisher are head office too.
    const corporate: PostOpener = { userId: 7, role: "azureUser", storeIds: [], allStores: true };
    const publisher: PostOpener = { userId: 8, role: "greg-user", storeIds: [1], allStores: false };
    expect(countedReaders([corporate, publisher], everyone, 1)).toBe(0);
    // A manager of another store is not who a post for store 1 is meant for.
    expect(countedReaders([manager(3, [1]), manager(6, [4])], { storeIds: [1], roles: [] }, 1)).toBe(1);
  });

  it("counts each person once, only people the post reaches, never head office's side", () => {
    fc.assert(
      fc.property(fc.array(opener, { maxLength: 40 }), audience, author, (openers, target, authorId) => {
        const counted = countedReaders(openers, target, authorId);
        const expected = new Set(
          openers
            .filter((o) => reachesReader(target, o) && !isHeadOfficeSide(o, authorId))
            .map((o) => o.userId),
        );
        expect(counted).toBe(expected.size);
        expect(counted).toBeLessThanOrEqual(new Set(openers.map((o) => o.userId)).size);
        // Adding head office's openings never changes the count.
        const withHeadOffice = [...openers, { ...headOffice, userId: 99 }];
        expect(countedReaders(withHeadOffice, target, authorId)).toBe(counted);
      }),
    );
  });

  it("the author is head office's side whatever their role or stores", () => {
    fc.assert(
      fc.property(opener, (person) => {
        expect(isHeadOfficeSide(person, person.userId)).toBe(true);
      }),
    );
  });
});
