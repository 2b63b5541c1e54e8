import { describe, expect, it } from "vitest";
import { resultCountText } from "./result-count.ts";

describe("result count text (S-LIST-03)", () => {
  it("names the single result", () => {
    expect(resultCountText({ total: 1, page: 1, perPage: 12 })).toBe("Showing the single result");
  });

  it("says all results when they fit on one page", () => {
    expect(resultCountText({ total: 5, page: 1, perPage: 12 })).toBe("Showing all 5 results");
    expect(resultCountText({ total: 12, page: 1, perPage: 12 })).toBe("Showing all 12 results");
  });

  it("gives the range shown, with an en dash, on a paged listing", () => {
    expect(resultCountText({ total: 57, page: 1, perPage: 12 })).toBe("Showing 1–12 of 57 results");
    expect(resultCountText({ total: 57, page: 2, perPage: 12 })).toBe("Showing 13–24 of 57 results");
    expect(resultCountText({ total: 57, page: 5, perPage: 12 })).toBe("Showing 49–57 of 57 results");
    expect(resultCountText({ total: 13, page: 2, perPage: 12 })).toBe("Showing 13–13 of 13 results");
  });
});
