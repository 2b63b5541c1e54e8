import sanitizeHtml from "sanitize-html";
import { INLINE_TAGS, RICH_TEXT_TAGS, safeNewTabLinks } from "./sanitize.server.ts";

/**
 * The sanitising policy for HTML inside Elementor documents (decision 019): the text editor's content, the
 * HTML widget's markup, and headings or titles with inline markup. Imported HTML keeps its formatting, inline
 * styles of a safe set of properties, images, tables and embeds from an allowlist of video and map hosts, and
 * loses everything that could run code or post data: scripts, style sheets, event attributes, `javascript:`
 * and `data:` URLs, forms and their fields, objects, and frames from any other host. Documents are stored as
 * exported; this runs when they are rendered (on the server), so a stricter policy applies to old imports too.
 */

/** Hosts an iframe may embed, each with the paths of its embeddable players (https only). */
export const EMBED_HOSTS: Readonly<Record<string, readonly string[]>> = {
  "www.youtube.com": ["/embed/"],
  "youtube.com": ["/embed/"],
  "www.youtube-nocookie.com": ["/embed/"],
  "youtube-nocookie.com": ["/embed/"],
  "player.vimeo.com": ["/video/"],
  "www.google.com": ["/maps"],
  "maps.google.com": ["/maps"],
  "www.openstreetmap.org": ["/export/embed.html"],
};

/** Whether an iframe address is an allowlisted embed (https, known host, a player path). */
export function isAllowedEmbed(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src.startsWith("//") ? `https:${src}` : src);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const paths = EMBED_HOSTS[url.hostname];
  return paths?.some((prefix) => url.pathname.startsWith(prefix)) ?? false;
}

const LENGTH = /^(?:\s*(?:-?\d*\.?\d+(?:px|em|rem|%|pt|vw|vh)?|auto)){1,4}\s*$/;
const COLOR =
  /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|hsla?\([\d\s.,%/deg]+\)|[a-z]{3,20}|var\(--[\w-]+\))$/i;
const KEYWORD = /^[a-z-]{2,20}$/i;

/** Inline style properties that change how text and boxes look, never what loads or where things sit. */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  "background-color": [COLOR],
  "text-align": [/^(?:left|right|center|justify|start|end)$/],
  "font-size": [LENGTH],
  "font-weight": [/^(?:normal|bold|bolder|lighter|[1-9]00)$/],
  "font-style": [/^(?:normal|italic|oblique)$/],
  "text-decoration": [/^[a-z\s-]{2,40}$/],
  "text-transform": [KEYWORD],
  "line-height": [LENGTH],
  "letter-spacing": [LENGTH],
  "vertical-align": [KEYWORD],
  margin: [LENGTH],
  "margin-top": [LENGTH],
  "margin-right": [LENGTH],
  "margin-bottom": [LENGTH],
  "margin-left": [LENGTH],
  padding: [LENGTH],
  "padding-top": [LENGTH],
  "padding-right": [LENGTH],
  "padding-bottom": [LENGTH],
  "padding-left": [LENGTH],
  width: [LENGTH],
  height: [LENGTH],
  "max-width": [LENGTH],
  "border-radius": [LENGTH],
  float: [/^(?:left|right|none)$/],
};

const COMMON_ATTRIBUTES = ["class", "id", "lang", "dir", "title", "role", "aria-*", "style"];

const DOCUMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...RICH_TEXT_TAGS,
    "h1",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "nav",
    "main",
    "time",
    "kbd",
    "samp",
    "var",
    "bdi",
    "bdo",
    "wbr",
    "details",
    "summary",
    "picture",
    "source",
    "video",
    "audio",
    "track",
    "iframe",
    "colgroup",
    "col",
  ],
  allowedAttributes: {
    "*": COMMON_ATTRIBUTES,
    a: [
      "href",
      "rel",
      "target",
      "name",
      "hreflang",
      "download",
      "data-elementor-open-lightbox",
      "data-elementor-lightbox-*",
    ],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["src", "srcset", "sizes", "type", "media", "width", "height"],
    video: [
      "src",
      "poster",
      "width",
      "height",
      "controls",
      "autoplay",
      "muted",
      "loop",
      "playsinline",
      "preload",
    ],
    audio: ["src", "controls", "autoplay", "muted", "loop", "preload"],
    track: ["src", "kind", "srclang", "label", "default"],
    iframe: [
      "src",
      "width",
      "height",
      "title",
      "allow",
      "allowfullscreen",
      "frameborder",
      "loading",
      "referrerpolicy",
      "name",
    ],
    abbr: ["title"],
    time: ["datetime"],
    th: ["scope", "colspan", "rowspan", "headers"],
    td: ["colspan", "rowspan", "headers"],
    col: ["span"],
    colgroup: ["span"],
    ol: ["start", "reversed", "type"],
    li: ["value"],
    details: ["open"],
  },
  allowedStyles: { "*": ALLOWED_STYLES },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset", "poster", "cite"],
  allowProtocolRelative: true,
  allowedIframeHostnames: Object.keys(EMBED_HOSTS),
  allowIframeRelativeUrls: false,
  // Content of these is dropped with the tag (the default keeps a removed tag's text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "select", "button", "title"],
  exclusiveFilter: (frame) => frame.tag === "iframe" && !isAllowedEmbed(frame.attribs.src ?? ""),
  transformTags: {
    a: safeNewTabLinks,
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        loading: attribs.loading ?? "lazy",
        referrerpolicy: attribs.referrerpolicy ?? "strict-origin-when-cross-origin",
      },
    }),
  },
};

/** Inline markup only: what a heading, a button label or a title may carry. */
const INLINE_HTML: sanitizeHtml.IOptions = { ...DOCUMENT_HTML, allowedTags: [...INLINE_TAGS, "time", "wbr"] };

/** Text-editor content and HTML-widget markup, made safe to render. */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, DOCUMENT_HTML);
}

/** Headings and other one-line settings with inline markup (`Hand-thrown <em>stoneware</em>`). */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, INLINE_HTML);
}
