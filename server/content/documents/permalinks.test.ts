import { describe, expect, it } from "vitest";
import {
  DEFAULT_POST_STRUCTURE,
  inferPermalinkStructure,
  matchPostPath,
  type PostFacts,
  pathBelowSite,
  postPath,
  structureOfLink,
} from "./permalinks.ts";

const SITE = "https://atelier.example";
const post: PostFacts = {
  id: 301,
  slug: "glazing-day",
  localDate: "2024-03-05 10:30:00",
  categoryPaths: ["journal/workshop", "news"],
  authorLogin: "margaux",
};

describe("permalink structures", () => {
  it("recognises WordPress's common structures from a post's link", () => {
    expect(structureOfLink(`${SITE}/2024/03/glazing-day/`, SITE, post)).toBe(
      "/%year%/%monthnum%/%postname%/",
    );
    expect(structureOfLink(`${SITE}/2024/03/05/glazing-day/`, SITE, post)).toBe(
      "/%year%/%monthnum%/%day%/%postname%/",
    );
    expect(structureOfLink(`${SITE}/glazing-day/`, SITE, post)).toBe("/%postname%/");
    expect(structureOfLink(`${SITE}/archives/301`, SITE, post)).toBe("/archives/%post_id%");
    expect(structureOfLink(`${SITE}/journal/workshop/glazing-day/`, SITE, post)).toBe(
      "/%category%/%postname%/",
    );
    expect(structureOfLink(`${SITE}/blog/margaux/glazing-day/`, SITE, post)).toBe(
      "/blog/%author%/%postname%/",
    );
    expect(structureOfLink(`${SITE}/?p=301`, SITE, post)).toBe("");
  });

  it("reads links below a site installed in a folder, and ignores other hosts and unrelated links", () => {
    expect(structureOfLink("https://www.atelier.example/shop/glazing-day/", `${SITE}/shop`, post)).toBe(
      "/%postname%/",
    );
    expect(structureOfLink("https://elsewhere.example/glazing-day/", SITE, post)).toBeNull();
    expect(structureOfLink(`${SITE}/about/`, SITE, post)).toBeNull();
    expect(pathBelowSite(`${SITE}/other/x/`, `${SITE}/shop`)).toBeNull();
  });

  it("takes the structure most posts follow", () => {
    const other: PostFacts = { ...post, id: 302, slug: "kiln", localDate: "2023-11-20 08:00:00" };
    expect(
      inferPermalinkStructure(
        [
          { link: `${SITE}/2024/03/glazing-day/`, post },
          { link: `${SITE}/2023/11/kiln/`, post: other },
          { link: `${SITE}/kiln-old/`, post: other },
        ],
        SITE,
      ),
    ).toBe("/%year%/%monthnum%/%postname%/");
    expect(inferPermalinkStructure([], SITE)).toBeNull();
  });

  it("builds a post's path; plain permalinks get the default structure", () => {
    expect(postPath("/%year%/%monthnum%/%day%/%postname%/", post)).toBe("/2024/03/05/glazing-day/");
    expect(postPath("/%category%/%postname%/", post)).toBe("/journal/workshop/glazing-day/");
    expect(postPath("", post)).toBe("/2024/03/glazing-day/");
    expect(postPath(DEFAULT_POST_STRUCTURE, { ...post, slug: "café" })).toBe("/2024/03/caf%C3%A9/");
  });

  it("matches a requested path against a structure", () => {
    expect(matchPostPath("/%year%/%monthnum%/%postname%/", "/2024/03/glazing-day/")).toEqual({
      year: "2024",
      monthnum: "03",
      postname: "glazing-day",
    });
    expect(matchPostPath("/%year%/%monthnum%/%postname%/", "/2024/03/glazing-day")).not.toBeNull();
    expect(matchPostPath("/%year%/%monthnum%/%postname%/", "/24/03/glazing-day/")).toBeNull();
    expect(matchPostPath("/%year%/%monthnum%/%postname%/", "/2024/03/glazing-day/extra/")).toBeNull();
    expect(matchPostPath("/%category%/%postname%/", "/journal/workshop/glazing-day/")).toEqual({
      category: "journal/workshop",
      postname: "glazing-day",
    });
    expect(matchPostPath("/archives/%post_id%", "/archives/301")).toEqual({ post_id: "301" });
    expect(matchPostPath("/archives/%post_id%", "/posts/301")).toBeNull();
    expect(matchPostPath("/%postname%/", "/caf%C3%A9/")).toEqual({ postname: "café" });
  });
});
