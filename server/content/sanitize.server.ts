import sanitizeHtml from "sanitize-html";

/**
 * Product and page descriptions are HTML written by shop staff (or imported).
 * Only formatting survives: no scripts, event handlers, styles that escape
 * their box, or links to script URLs.
 */
/** The formatting tags rich text may keep (document HTML adds a few more: app/builder/render). */
export const RICH_TEXT_TAGS: string[] = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "sub",
  "sup",
  "small",
  "mark",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "a",
  "span",
  "div",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "abbr",
];

/** Links that open a new tab never give it a handle on this page. */
export const noOpenerLinks: sanitizeHtml.IOptions["transformTags"] = {
  a: (tagName, attribs) => ({
    tagName,
    attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
  }),
};

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["class", "id", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  transformTags: noOpenerLinks,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** Plain text placed inside HTML built as a string (notice markup answered to WooCommerce's scripts). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
