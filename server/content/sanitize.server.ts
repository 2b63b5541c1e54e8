import sanitizeHtml from "sanitize-html";

/**
 * Product and page descriptions are HTML written by shop staff (or imported).
 * Only formatting survives: no scripts, event handlers, styles that escape
 * their box, or links to script URLs.
 */

/** Inline formatting: what a line of text may carry. */
export const INLINE_TAGS = [
  "a",
  "span",
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
  "q",
  "cite",
  "code",
  "abbr",
  "br",
];

/** Formatting tags product descriptions may use; document HTML (document-html.server.ts) builds on them. */
export const RICH_TEXT_TAGS = [
  ...INLINE_TAGS,
  "p",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "pre",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
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
];

/** Links opening a new tab get `rel="noopener noreferrer"`, so the opened page cannot reach back. */
export const safeNewTabLinks: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
});

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
  transformTags: { a: safeNewTabLinks },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** Plain text placed inside HTML built as a string (notice markup answered to WooCommerce's scripts). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
