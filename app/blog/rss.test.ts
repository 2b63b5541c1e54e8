import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeXml, htmlOfText, rfc822, rssFeed } from "./rss.ts";

const channel = {
  title: "Tom & Jerry's <Shop>",
  description: "Small goods",
  link: "https://shop.example/",
  self: "https://shop.example/feed/",
  language: "en-GB",
};

describe("RSS feed", () => {
  it("writes a well-formed RSS 2.0 channel with one item per post, newest first", () => {
    const xml = rssFeed(
      channel,
      [
        {
          title: "Fish & chips <b>night</b>",
          link: "https://shop.example/2026/11/fish/",
          publishedAt: "2026-11-18T09:30:00.000Z",
          authorName: "Claire",
          excerpt: "Crisp & hot <script>alert(1)</script>",
        },
        {
          title: "Older",
          link: "https://shop.example/2026/10/older/",
          publishedAt: "2026-10-01T08:00:00.000Z",
          authorName: "",
          excerpt: "",
        },
      ],
      new Date("2026-11-20T00:00:00Z"),
    );
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(parsed.rss["@_version"]).toBe("2.0");
    const feed = parsed.rss.channel;
    expect(feed.title).toBe("Tom & Jerry's <Shop>");
    expect(feed.link).toBe("https://shop.example/");
    expect(feed["atom:link"]["@_href"]).toBe("https://shop.example/feed/");
    expect(feed.lastBuildDate).toBe("Wed, 18 Nov 2026 09:30:00 +0000");
    expect(feed.item).toHaveLength(2);
    expect(feed.item[0].title).toBe("Fish & chips <b>night</b>");
    expect(feed.item[0].guid["#text"]).toBe("https://shop.example/2026/11/fish/");
    expect(feed.item[0].pubDate).toBe("Wed, 18 Nov 2026 09:30:00 +0000");
    expect(feed.item[0]["dc:creator"]).toBe("Claire");
    // The description is HTML a reader renders: the excerpt's tags and script are gone, its text escaped.
    expect(feed.item[0].description).toBe("Crisp &amp; hot");
    expect(xml).not.toContain("<script");
    expect(xml).not.toContain("&lt;script");
    expect(feed.item[1]["dc:creator"]).toBeUndefined();
  });

  it("escapes XML's five characters and drops characters XML cannot carry", () => {
    expect(escapeXml(`a & b < c > d " e ' f\u0001`)).toBe("a &amp; b &lt; c &gt; d &quot; e &apos; f");
    expect(htmlOfText("<p>1 < 2</p>")).toBe("1 &lt; 2");
    expect(rfc822("2026-01-05T07:08:09Z")).toBe("Mon, 05 Jan 2026 07:08:09 +0000");
  });
});
