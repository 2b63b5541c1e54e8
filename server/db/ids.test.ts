import { describe, expect, it } from "vitest";
import { databaseId, databaseIdFromText, MAX_DATABASE_ID } from "./ids.ts";

describe("database ids (issue 9, finding 2)", () => {
  it("accepts 1 to 2^31-1 as text or number", () => {
    expect(databaseId.parse("1")).toBe(1);
    expect(databaseId.parse(MAX_DATABASE_ID)).toBe(2 ** 31 - 1);
    expect(databaseId.parse(String(MAX_DATABASE_ID))).toBe(MAX_DATABASE_ID);
  });

  it("refuses 2^31 and more, zero, negatives, fractions and non-numbers", () => {
    for (const value of ["2147483648", 2 ** 31, "99999999999999999999", "0", "-1", "1.5", "1e3x", "abc", ""])
      expect(databaseId.safeParse(value).success, String(value)).toBe(false);
  });

  it("reads path segments of plain digits only", () => {
    expect(databaseIdFromText("42")).toBe(42);
    expect(databaseIdFromText("2147483647")).toBe(MAX_DATABASE_ID);
    expect(databaseIdFromText("2147483648")).toBeNull();
    expect(databaseIdFromText("9999999999")).toBeNull();
    expect(databaseIdFromText("042")).toBeNull();
    expect(databaseIdFromText("1e3")).toBeNull();
    expect(databaseIdFromText(null)).toBeNull();
  });
});
