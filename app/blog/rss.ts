/**
 * The blog's RSS 2.0 feed (WordPress's `/feed/`): the newest posts with their titles, links, dates, authors and
 * excerpts. Pure: data in, XML out; every text and address is escaped for XML here, so a post title with `&`
 * or `<` stays text in every feed reader.
 */

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's home, absolute (`https://shop.example/`). */
  link: string;
  /** The feed's own address, absolute (`https://shop.example/feed/`). */
  self: string;
  /** BCP 47 language tag (`en-GB`). */
  language: string;
}

export interface FeedItem {
  title: string;
  /** Absolute address of the post. */
  link: string;
  /** ISO date-time of publication, or null. */
  publishedAt: string | null;
  authorName: string;
  /** The post's excerpt (plain text; any tags in it are dropped, never passed on as markup). */
  excerpt: string;
}

/** Posts a feed shows (WordPress's `posts_per_rss` default). */
export const FEED_POSTS = 10;

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=UTF-8";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text for an XML element or attribute; characters XML 1.0 forbids (control characters) are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
  );
}

/**
 * A `<description>` holds HTML (entity-encoded once more for XML), which readers render: the excerpt is made
 * plain text (tags dropped) and then HTML-escaped, so nothing in it can become markup or script in a reader.
 */
export function htmlOfText(text: string): string {
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[&<>"]/g, (character) => XML_ESCAPES[character] ?? character);
}

/** RFC 822 date as RSS wants it (`Wed, 18 Nov 2026 09:30:00 +0000`). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString().replace("GMT", "+0000");
}

export function rssFeed(channel: FeedChannel, items: readonly FeedItem[], now: Date): string {
  const newest = items.find((item) => item.publishedAt)?.publishedAt;
  const lastBuild = rfc822(newest ?? now.toISOString());
  const entries = items.map((item) =>
    [
      "\t<item>",
      `\t\t<title>${escapeXml(item.title)}</title>`,
      `\t\t<link>${escapeXml(item.link)}</link>`,
      `\t\t<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      item.publishedAt ? `\t\t<pubDate>${rfc822(item.publishedAt)}</pubDate>` : "",
      item.authorName ? `\t\t<dc:creator>${escapeXml(item.authorName)}</dc:creator>` : "",
      `\t\t<description>${escapeXml(htmlOfText(item.excerpt))}</description>`,
      "\t</item>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `\t<title>${escapeXml(channel.title)}</title>`,
    `\t<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    `\t<link>${escapeXml(channel.link)}</link>`,
    `\t<description>${escapeXml(channel.description)}</description>`,
    `\t<lastBuildDate>${lastBuild}</lastBuildDate>`,
    `\t<language>${escapeXml(channel.language)}</language>`,
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
