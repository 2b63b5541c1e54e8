/**
 * Writes WordPress eXtended RSS (WXR 1.2) exports for the content generators: the end-to-end test documents
 * (`tests/e2e/content/build-*.ts`) and the demo shop (`content/demo/site/build-*.ts`). One writer, so every
 * generated export has the same envelope, item fields and escaping as a WordPress export; the generators only
 * say what their site holds. Build-time only: nothing in the app imports this (the importer reads WXR in
 * `server/content/wxr/`).
 */

/** Text in a CDATA section; a `]]>` inside is split across two sections, as WordPress does. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** WordPress's `<pubDate>` for a "YYYY-MM-DD hh:mm:ss" UTC date ("Mon, 02 Nov 2026 09:00:00 +0000"). */
export function rfc822(date: string): string {
  return new Date(`${date.replace(" ", "T")}Z`).toUTCString().replace("GMT", "+0000");
}

export interface WxrAuthor {
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

/** A term an item is filed under: `<category domain="…" nicename="…">`. */
export interface WxrItemTerm {
  domain: string;
  slug: string;
  name: string;
}

export interface WxrItem {
  id: number;
  title: string;
  slug: string;
  type: string;
  /** `<link>`: the item's address on the old site. */
  link: string;
  /** `<pubDate>`; left out when absent. */
  pubDate?: string;
  /** `<guid>`; the site's `/?p=<id>` when absent. */
  guid?: string;
  /** Local time "YYYY-MM-DD hh:mm:ss"; also the modification time. */
  date: string;
  /** UTC time; `date` when absent. */
  dateGmt?: string;
  content?: string;
  excerpt?: string;
  /** "inherit" for attachments and "publish" for everything else when absent. */
  status?: string;
  parent?: number;
  order?: number;
  terms?: WxrItemTerm[];
  /** The file's address, for attachments. */
  attachmentUrl?: string;
  /** `<wp:comment_status>`: "closed" when absent. */
  commentStatus?: "open" | "closed";
  meta: Record<string, string>;
  /** The item's comments (WooCommerce's product reviews among them), after its postmeta. */
  comments?: WxrComment[];
}

/** A `<wp:comment>`; WooCommerce writes a review as comment type `review` with `rating` and `verified` meta. */
export interface WxrComment {
  id: number;
  author: string;
  email: string;
  /** "YYYY-MM-DD hh:mm:ss", written as both the local and the UTC date. */
  date: string;
  content: string;
  /** "1" approved, "0" held for moderation, or "spam". */
  approved: string;
  type: string;
  parent?: number;
  meta: Record<string, string>;
}

function comment(entry: WxrComment): string {
  const meta = Object.entries(entry.meta)
    .map(
      ([key, value]) =>
        `\n\t\t\t<wp:commentmeta>\n\t\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t\t</wp:commentmeta>`,
    )
    .join("");
  return `\n\t\t<wp:comment>
\t\t\t<wp:comment_id>${entry.id}</wp:comment_id>
\t\t\t<wp:comment_author>${cdata(entry.author)}</wp:comment_author>
\t\t\t<wp:comment_author_email>${cdata(entry.email)}</wp:comment_author_email>
\t\t\t<wp:comment_author_url></wp:comment_author_url>
\t\t\t<wp:comment_author_IP>${cdata("")}</wp:comment_author_IP>
\t\t\t<wp:comment_date>${cdata(entry.date)}</wp:comment_date>
\t\t\t<wp:comment_date_gmt>${cdata(entry.date)}</wp:comment_date_gmt>
\t\t\t<wp:comment_content>${cdata(entry.content)}</wp:comment_content>
\t\t\t<wp:comment_approved>${cdata(entry.approved)}</wp:comment_approved>
\t\t\t<wp:comment_type>${cdata(entry.type)}</wp:comment_type>
\t\t\t<wp:comment_parent>${entry.parent ?? 0}</wp:comment_parent>
\t\t\t<wp:comment_user_id>0</wp:comment_user_id>${meta}
\t\t</wp:comment>`;
}

/** An `elementor_library`/page/post item's Elementor meta, in the order Elementor writes it. */
export function elementorMeta(templateType: string, elements: unknown): Record<string, string> {
  return {
    _elementor_edit_mode: "builder",
    _elementor_template_type: templateType,
    _elementor_version: "3.21.3",
    _elementor_data: JSON.stringify(elements),
  };
}

function postmeta(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(
      ([key, value]) =>
        `\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>`,
    )
    .join("\n");
}

/** One `<item>`, its fields in WordPress's export order. */
export function wxrItem(site: string, creator: string, entry: WxrItem): string {
  const gmt = entry.dateGmt ?? entry.date;
  const terms = (entry.terms ?? [])
    .map(
      (term) =>
        `\t\t<category domain="${term.domain}" nicename="${term.slug}">${cdata(term.name)}</category>\n`,
    )
    .join("");
  const attachmentUrl =
    entry.attachmentUrl === undefined
      ? ""
      : `\t\t<wp:attachment_url>${cdata(entry.attachmentUrl)}</wp:attachment_url>\n`;
  return `\t<item>
\t\t<title>${cdata(entry.title)}</title>
\t\t<link>${entry.link}</link>
${entry.pubDate === undefined ? "" : `\t\t<pubDate>${entry.pubDate}</pubDate>\n`}\t\t<dc:creator>${cdata(creator)}</dc:creator>
\t\t<guid isPermaLink="false">${entry.guid ?? `${site}/?p=${entry.id}`}</guid>
\t\t<description></description>
\t\t<content:encoded>${cdata(entry.content ?? "")}</content:encoded>
\t\t<excerpt:encoded>${cdata(entry.excerpt ?? "")}</excerpt:encoded>
\t\t<wp:post_id>${entry.id}</wp:post_id>
\t\t<wp:post_date>${cdata(entry.date)}</wp:post_date>
\t\t<wp:post_date_gmt>${cdata(gmt)}</wp:post_date_gmt>
\t\t<wp:post_modified>${cdata(entry.date)}</wp:post_modified>
\t\t<wp:post_modified_gmt>${cdata(gmt)}</wp:post_modified_gmt>
\t\t<wp:comment_status>${cdata(entry.commentStatus ?? "closed")}</wp:comment_status>
\t\t<wp:ping_status>${cdata("closed")}</wp:ping_status>
\t\t<wp:post_name>${cdata(entry.slug)}</wp:post_name>
\t\t<wp:status>${cdata(entry.status ?? (entry.type === "attachment" ? "inherit" : "publish"))}</wp:status>
\t\t<wp:post_parent>${entry.parent ?? 0}</wp:post_parent>
\t\t<wp:menu_order>${entry.order ?? 0}</wp:menu_order>
\t\t<wp:post_type>${cdata(entry.type)}</wp:post_type>
\t\t<wp:post_password>${cdata("")}</wp:post_password>
\t\t<wp:is_sticky>0</wp:is_sticky>
${terms}${attachmentUrl}${postmeta(entry.meta)}${(entry.comments ?? []).map(comment).join("")}
\t</item>`;
}

/** A picture or file in the media library, as an attachment item. */
export interface WxrAttachment {
  id: number;
  title: string;
  slug: string;
  /** The file under `wp-content/uploads/` ("2026/11/bowl.jpg"). */
  file: string;
  link: string;
  date: string;
  pubDate?: string;
  guid?: string;
  parent?: number;
  alt?: string;
  caption?: string;
}

export function attachmentItem(site: string, attachment: WxrAttachment): WxrItem {
  return {
    id: attachment.id,
    title: attachment.title,
    slug: attachment.slug,
    type: "attachment",
    link: attachment.link,
    pubDate: attachment.pubDate,
    guid: attachment.guid,
    date: attachment.date,
    excerpt: attachment.caption,
    parent: attachment.parent,
    attachmentUrl: `${site}/wp-content/uploads/${attachment.file}`,
    meta: {
      _wp_attached_file: attachment.file,
      ...(attachment.alt === undefined ? {} : { _wp_attachment_image_alt: attachment.alt }),
    },
  };
}

/** A channel-level term: a nav menu (one line), a post category or a post tag (a line per field, as WordPress writes them). */
export type WxrTerm =
  | { kind: "nav_menu"; id: number; slug: string; name: string }
  | { kind: "category"; id: number; slug: string; name: string; parent?: string; description?: string }
  | { kind: "post_tag"; id: number; slug: string; name: string };

function term(entry: WxrTerm): string {
  switch (entry.kind) {
    case "nav_menu":
      return `\t<wp:term><wp:term_id>${entry.id}</wp:term_id><wp:term_taxonomy>${cdata("nav_menu")}</wp:term_taxonomy><wp:term_slug>${cdata(entry.slug)}</wp:term_slug><wp:term_name>${cdata(entry.name)}</wp:term_name></wp:term>`;
    case "category":
      return [
        "\t<wp:category>",
        `\t\t<wp:term_id>${entry.id}</wp:term_id>`,
        `\t\t<wp:category_nicename>${cdata(entry.slug)}</wp:category_nicename>`,
        `\t\t<wp:category_parent>${cdata(entry.parent ?? "")}</wp:category_parent>`,
        `\t\t<wp:cat_name>${cdata(entry.name)}</wp:cat_name>`,
        ...(entry.description === undefined
          ? []
          : [`\t\t<wp:category_description>${cdata(entry.description)}</wp:category_description>`]),
        "\t</wp:category>",
      ].join("\n");
    case "post_tag":
      return [
        "\t<wp:tag>",
        `\t\t<wp:term_id>${entry.id}</wp:term_id>`,
        `\t\t<wp:tag_slug>${cdata(entry.slug)}</wp:tag_slug>`,
        `\t\t<wp:tag_name>${cdata(entry.name)}</wp:tag_name>`,
        "\t</wp:tag>",
      ].join("\n");
  }
}

export interface WxrExport {
  /** The XML comments after the declaration (what generated the file). */
  comments: string[];
  site: string;
  title: string;
  description: string;
  author: WxrAuthor;
  terms?: WxrTerm[];
  /** `<generator>`, as WordPress writes it ("https://wordpress.org/?v=6.5.3"); left out when absent. */
  generator?: string;
  items: WxrItem[];
}

/** The whole export: the `<rss>`/`<channel>` envelope, the author, terms and items. */
export function writeWxr(wxr: WxrExport): string {
  const { author, site } = wxr;
  const head = [
    ...(wxr.terms ?? []).map(term),
    ...(wxr.generator === undefined ? [] : [`\t<generator>${wxr.generator}</generator>`]),
  ];
  return `<?xml version="1.0" encoding="UTF-8" ?>
${wxr.comments.map((comment) => `<!-- ${comment} -->\n`).join("")}<rss version="2.0"
\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
\txmlns:content="http://purl.org/rss/1.0/modules/content/"
\txmlns:wfw="http://wellformedweb.org/CommentAPI/"
\txmlns:dc="http://purl.org/dc/elements/1.1/"
\txmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
\t<title>${wxr.title}</title>
\t<link>${site}</link>
\t<description>${wxr.description}</description>
\t<language>en-GB</language>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>${site}</wp:base_site_url>
\t<wp:base_blog_url>${site}</wp:base_blog_url>
\t<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata(author.login)}</wp:author_login><wp:author_email>${cdata(author.email)}</wp:author_email><wp:author_display_name>${cdata(author.displayName)}</wp:author_display_name><wp:author_first_name>${cdata(author.firstName)}</wp:author_first_name><wp:author_last_name>${cdata(author.lastName)}</wp:author_last_name></wp:author>
${head.map((line) => `${line}\n`).join("")}${wxr.items.map((entry) => wxrItem(site, author.login, entry)).join("\n")}
</channel>
</rss>
`;
}

/** The test site's author (the old shop the end-to-end exports come from). */
export const TEST_AUTHOR: WxrAuthor = {
  login: "camille",
  email: "camille@old-shop.example",
  displayName: "Camille Martin",
  firstName: "Camille",
  lastName: "Martin",
};
