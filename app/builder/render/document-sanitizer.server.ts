import sanitizeHtml from "sanitize-html";
import { noOpenerLinks, RICH_TEXT_TAGS } from "../../../server/content/sanitize.server.ts";
import type { DocumentSanitizer } from "../widget.ts";

/**
 * What survives of HTML inside documents (text editor, headings, captions, the HTML widget). Formatting,
 * links, images and a small set of inline styles survive; scripts, event attributes, forms, `javascript:` URLs
 * and unknown tags do not. The HTML widget additionally keeps iframes of known video and map hosts, and media
 * elements. Nothing a document carries can ever run script in the page.
 */
const TEXT_TAGS = [...RICH_TEXT_TAGS, "h1"];

const INLINE_STYLES: sanitizeHtml.IOptions["allowedStyles"] = {
  "*": {
    color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
    "background-color": [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
    "text-align": [/^(left|right|center|justify|start|end)$/],
    "font-weight": [/^(normal|bold|[1-9]00)$/],
    "font-style": [/^(normal|italic)$/],
    "text-decoration": [/^(none|underline|line-through)$/],
    "font-size": [/^\d+(\.\d+)?(px|em|rem|%)$/],
  },
};

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["class", "id", "lang", "dir", "style", "aria-label", "aria-hidden"],
  },
  allowedStyles: INLINE_STYLES,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  transformTags: noOpenerLinks,
};

/** Hosts whose players and maps the HTML widget may embed. */
export const EMBED_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
  "www.google.com",
  "maps.google.com",
  "www.openstreetmap.org",
  "open.spotify.com",
  "w.soundcloud.com",
];

const EMBED: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  allowedTags: [
    ...TEXT_TAGS,
    "iframe",
    "video",
    "audio",
    "source",
    "picture",
    "section",
    "article",
    "header",
    "footer",
    "nav",
    "aside",
    "details",
    "summary",
    "svg",
    "path",
    "circle",
    "rect",
    "g",
  ],
  allowedAttributes: {
    ...(RICH_TEXT.allowedAttributes as Record<string, string[]>),
    iframe: [
      "src",
      "width",
      "height",
      "title",
      "allow",
      "allowfullscreen",
      "loading",
      "referrerpolicy",
      "frameborder",
    ],
    video: ["src", "controls", "width", "height", "poster", "muted", "loop", "playsinline", "preload"],
    audio: ["src", "controls", "loop", "preload"],
    source: ["src", "srcset", "type", "media"],
    svg: ["viewbox", "width", "height", "fill", "xmlns", "role"],
    path: ["d", "fill"],
    circle: ["cx", "cy", "r", "fill"],
    rect: ["x", "y", "width", "height", "rx", "fill"],
  },
  allowedIframeHostnames: EMBED_HOSTS,
  // An iframe whose address was not allowed is removed whole, not left empty.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  allowIframeRelativeUrls: false,
  allowedSchemesByTag: { iframe: ["https"] },
};

export const documentSanitizer: DocumentSanitizer = {
  richText: (html) => sanitizeHtml(html, RICH_TEXT),
  embed: (html) => sanitizeHtml(html, EMBED),
};
