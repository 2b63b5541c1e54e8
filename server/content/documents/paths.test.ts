import { describe, expect, it } from "vitest";
import { computePaths, type PathSubject, termSlugPaths } from "./paths.ts";

const subject = (input: Partial<PathSubject> & Pick<PathSubject, "id" | "type" | "slug">): PathSubject => ({
  parentId: null,
  localDate: "2024-03-05 10:30:00",
  authorLogin: "ada",
  categoryPaths: [],
  ...input,
});

describe("document paths", () => {
  it("nests pages below their parents and gives posts the permalink structure", () => {
    const paths = computePaths(
      [
        subject({ id: 1, type: "page", slug: "about" }),
        subject({ id: 2, type: "page", slug: "team", parentId: 1 }),
        subject({ id: 3, type: "page", slug: "orphan", parentId: 99 }),
        subject({ id: 4, type: "post", slug: "hello", categoryPaths: ["news/local"] }),
        subject({ id: 5, type: "header", slug: "site-header" }),
      ],
      "/%category%/%postname%/",
    );
    expect(Object.fromEntries(paths)).toEqual({
      1: "/about/",
      2: "/about/team/",
      3: "/orphan/",
      4: "/news/local/hello/",
    });
  });

  it("uses the default structure when none is known, and survives a parent cycle", () => {
    const paths = computePaths(
      [
        subject({ id: 1, type: "page", slug: "a", parentId: 2 }),
        subject({ id: 2, type: "page", slug: "b", parentId: 1 }),
        subject({ id: 3, type: "post", slug: "hello" }),
      ],
      null,
    );
    expect(paths.get(1)).toBe("/b/a/");
    expect(paths.get(3)).toBe("/2024/03/hello/");
  });

  it("builds term slug paths from parents", () => {
    expect(
      termSlugPaths([
        { id: 5, slug: "journal", parentId: null },
        { id: 7, slug: "workshop", parentId: 5 },
      ]),
    ).toEqual(
      new Map([
        [5, "journal"],
        [7, "journal/workshop"],
      ]),
    );
  });
});
