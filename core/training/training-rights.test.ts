import { describe, expect, it } from "vitest";
import { ROLES } from "../permissions/role";
import { maySeeStaffResults, mayWriteExams } from "./training-rights";

describe("training rights", () => {
  it("head office alone writes exams", () => {
    expect(ROLES.filter(mayWriteExams)).toEqual(["greg-user"]);
  });

  it("franchisees, store managers and head office see their staff's results", () => {
    expect(ROLES.filter(maySeeStaffResults).toSorted()).toEqual(["franchisee", "greg-user", "store_manager"]);
  });
});
