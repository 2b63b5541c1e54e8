import { z } from "zod";
import { child, childrenNamed, childText, parseXml, type XmlElement, XmlSyntaxError } from "./xml-tree.ts";

/**
 * Reads a WordPress eXtended RSS export (Tools → Export, WXR 1.0–1.2) into plain records: the channel's
 * site facts, authors, terms and every item with its post meta as exported (values are strings; PHP-serialized
 * and JSON values are decoded later by whoever needs them).
 */

export interface WxrAuthor {
  id: number | null;
  login: string;
  displayName: string;
}

export interface WxrTerm {
  id: number;
  /** category, post_tag, nav_menu, product_cat, elementor_library_type… */
  taxonomy: string;
  slug: string;
  name: string;
  /** Parent's slug, as WordPress writes it ("" for none). */
  parentSlug: string;
  description: string;
  line: number;
}

export interface WxrItemTerm {
  /** The `domain` attribute: category, post_tag, nav_menu, product_cat… */
  taxonomy: string;
  slug: string;
  name: string;
}

export interface WxrItem {
  id: number;
  postType: string;
  title: string;
  /** `<link>`: the item's address on the old site. */
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  /** Local time of the post ("2024-03-05 10:30:00"), and UTC ("0000-00-00 00:00:00" for drafts never published). */
  postDate: string;
  postDateGmt: string;
  postModifiedGmt: string;
  slug: string;
  status: string;
  parentId: number;
  menuOrder: number;
  attachmentUrl: string;
  terms: WxrItemTerm[];
  /** Post meta in file order; a key exported twice keeps its last value. */
  meta: Record<string, string>;
  /** The item's comments (`wp:comment`): on products, WooCommerce's reviews. */
  comments: WxrComment[];
  line: number;
}

export interface WxrComment {
  id: number;
  author: string;
  authorEmail: string;
  /** Local time as WordPress writes it, and UTC ("2024-03-05 10:30:00"). */
  date: string;
  dateGmt: string;
  content: string;
  /** `wp:comment_approved`: "1", "0", "spam", "trash". */
  approved: string;
  /** `wp:comment_type`: `review` for WooCommerce reviews, "" or `comment` for ordinary comments. */
  type: string;
  parentId: number;
  userId: number;
  /** Comment meta (`rating`, `verified` on reviews); a key exported twice keeps its last value. */
  meta: Record<string, string>;
  line: number;
}

export interface WxrExport {
  title: string;
  /** `<link>` of the channel: the home address. */
  link: string;
  /** `wp:base_site_url` / `wp:base_blog_url`. */
  baseSiteUrl: string;
  baseBlogUrl: string;
  wxrVersion: string;
  authors: WxrAuthor[];
  terms: WxrTerm[];
  items: WxrItem[];
}

/** The file is not a WordPress export, or not a well-formed one; `line`/`column` say where. */
export class WxrFormatError extends Error {
  override name = "WxrFormatError";
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number | null = null,
  ) {
    super(column === null ? `line ${line}: ${reason}` : `line ${line}, column ${column}: ${reason}`);
  }
}

const integerText = z
  .string()
  .trim()
  .regex(/^-?\d+$/);

function integer(element: XmlElement, name: string, fallback: number | null): number | null {
  const node = child(element, name);
  if (!node || node.text.trim() === "") return fallback;
  const parsed = integerText.safeParse(node.text);
  if (!parsed.success)
    throw new WxrFormatError(`<${name}> must be a whole number, not "${node.text}"`, node.line);
  return Number(parsed.data);
}

function requiredInteger(element: XmlElement, name: string): number {
  const value = integer(element, name, null);
  if (value === null) throw new WxrFormatError(`<${element.name}> has no <${name}>`, element.line);
  return value;
}

export function readWxr(xml: string): WxrExport {
  let document: XmlElement;
  try {
    document = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new WxrFormatError(error.reason, error.line, error.column);
    throw error;
  }
  const rss = child(document, "rss");
  if (!rss) throw new WxrFormatError("not a WordPress export: the root element is not <rss>", 1);
  const channel = child(rss, "channel");
  if (!channel) throw new WxrFormatError("not a WordPress export: <rss> has no <channel>", rss.line);
  const wxrVersion = childText(channel, "wp:wxr_version").trim();
  if (!wxrVersion)
    throw new WxrFormatError("not a WordPress export: the channel has no <wp:wxr_version>", channel.line);

  const authors = childrenNamed(channel, "wp:author").map((author) => ({
    id: integer(author, "wp:author_id", null),
    login: childText(author, "wp:author_login"),
    displayName: childText(author, "wp:author_display_name"),
  }));

  const terms: WxrTerm[] = [
    ...childrenNamed(channel, "wp:category").map((node) => ({
      id: requiredInteger(node, "wp:term_id"),
      taxonomy: "category",
      slug: childText(node, "wp:category_nicename"),
      name: childText(node, "wp:cat_name"),
      parentSlug: childText(node, "wp:category_parent"),
      description: childText(node, "wp:category_description"),
      line: node.line,
    })),
    ...childrenNamed(channel, "wp:tag").map((node) => ({
      id: requiredInteger(node, "wp:term_id"),
      taxonomy: "post_tag",
      slug: childText(node, "wp:tag_slug"),
      name: childText(node, "wp:tag_name"),
      parentSlug: "",
      description: childText(node, "wp:tag_description"),
      line: node.line,
    })),
    ...childrenNamed(channel, "wp:term").map((node) => ({
      id: requiredInteger(node, "wp:term_id"),
      taxonomy: childText(node, "wp:term_taxonomy"),
      slug: childText(node, "wp:term_slug"),
      name: childText(node, "wp:term_name"),
      parentSlug: childText(node, "wp:term_parent"),
      description: childText(node, "wp:term_description"),
      line: node.line,
    })),
  ];

  const items = childrenNamed(channel, "item").map(readItem);
  return {
    title: childText(channel, "title"),
    link: childText(channel, "link").trim(),
    baseSiteUrl: childText(channel, "wp:base_site_url").trim(),
    baseBlogUrl: childText(channel, "wp:base_blog_url").trim(),
    wxrVersion,
    authors,
    terms,
    items,
  };
}

function readItem(item: XmlElement): WxrItem {
  const meta: Record<string, string> = {};
  for (const entry of childrenNamed(item, "wp:postmeta")) {
    const key = childText(entry, "wp:meta_key");
    if (!key) throw new WxrFormatError("<wp:postmeta> has no <wp:meta_key>", entry.line);
    meta[key] = childText(entry, "wp:meta_value");
  }
  return {
    id: requiredInteger(item, "wp:post_id"),
    postType: childText(item, "wp:post_type").trim(),
    title: childText(item, "title"),
    link: childText(item, "link").trim(),
    guid: childText(item, "guid").trim(),
    creator: childText(item, "dc:creator"),
    content: childText(item, "content:encoded"),
    excerpt: childText(item, "excerpt:encoded"),
    postDate: childText(item, "wp:post_date").trim(),
    postDateGmt: childText(item, "wp:post_date_gmt").trim(),
    postModifiedGmt: childText(item, "wp:post_modified_gmt").trim(),
    slug: childText(item, "wp:post_name").trim(),
    status: childText(item, "wp:status").trim(),
    parentId: integer(item, "wp:post_parent", 0) ?? 0,
    menuOrder: integer(item, "wp:menu_order", 0) ?? 0,
    attachmentUrl: childText(item, "wp:attachment_url").trim(),
    terms: childrenNamed(item, "category").map((node) => ({
      taxonomy: node.attributes.domain ?? "category",
      slug: node.attributes.nicename ?? "",
      name: node.text,
    })),
    meta,
    comments: childrenNamed(item, "wp:comment").map(readComment),
    line: item.line,
  };
}

function readComment(comment: XmlElement): WxrComment {
  const meta: Record<string, string> = {};
  for (const entry of childrenNamed(comment, "wp:commentmeta")) {
    const key = childText(entry, "wp:meta_key");
    if (!key) throw new WxrFormatError("<wp:commentmeta> has no <wp:meta_key>", entry.line);
    meta[key] = childText(entry, "wp:meta_value");
  }
  return {
    id: requiredInteger(comment, "wp:comment_id"),
    author: childText(comment, "wp:comment_author").trim(),
    authorEmail: childText(comment, "wp:comment_author_email").trim(),
    date: childText(comment, "wp:comment_date").trim(),
    dateGmt: childText(comment, "wp:comment_date_gmt").trim(),
    content: childText(comment, "wp:comment_content"),
    approved: childText(comment, "wp:comment_approved").trim(),
    type: childText(comment, "wp:comment_type").trim(),
    parentId: integer(comment, "wp:comment_parent", 0) ?? 0,
    userId: integer(comment, "wp:comment_user_id", 0) ?? 0,
    meta,
    line: comment.line,
  };
}
