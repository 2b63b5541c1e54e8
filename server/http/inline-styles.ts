/**
 * Stylesheets inlined into the page (decision 035). A page links a dozen or two small built stylesheets (the
 * theme's, its route's, one per widget in its documents); each `<link rel="stylesheet">` is a request the
 * browser waits for before it paints. The HTML answer carries their text instead, in `<style data-href>`
 * elements where the links were (same order, so the same cascade), each sheet once per page:
 *
 * - in `<head>` (React's `<Links>`, which hydration matches) the link stays, `disabled`: a disabled stylesheet
 *   link is neither fetched nor applied, and React matches the element by `rel` and `href` only, so the page
 *   hydrates as before; a client-side navigation adds its routes' links the usual way;
 * - in `<body>` (document slots, popups, loop templates: markup the browser keeps, never hydrated) the link is
 *   replaced; a sheet already inlined earlier in the page is dropped.
 *
 * Only built files (`/assets/<name>.css`) whose text the caller knows are inlined; anything else (a link with
 * `media`, React's `precedence` stylesheets, the development server's addresses) is left as it is.
 *
 * The same pass holds the page's hydration code back until the first paint (decision 052): React Router's
 * `<link rel="modulepreload">` links get a `rel` the browser ignores (and `fetchpriority="low"`, decision 037), its
 * inline `<script type="module">` a type the browser does not run; the layout's loader
 * (app/lib/modules-after-paint.tsx) gives both their own back once the page has painted.
 */

import { HELD_MODULE_PRELOAD_REL, HELD_MODULE_SCRIPT_TYPE } from "../../protocol/after-paint.ts";

/** `<link>` tags, and the opening tags of `<script>` elements (their text is left alone). */
const LINK_OR_SCRIPT_TAG = /<(?:link|script)\b[^>]*>/gi;
const HEAD_END = /<\/head\s*>/i;
const BUILT_STYLESHEET = /^\/assets\/[A-Za-z0-9_.-]+\.css$/;

/** The text of a built stylesheet, or undefined when it is not one (or cannot be read). */
export type StylesheetText = (href: string) => string | undefined;

/** Per response: which sheets are already in the page, and whether `</head>` has gone by. */
export interface InlineState {
  readonly inlined: Set<string>;
  inBody: boolean;
}

export function newInlineState(): InlineState {
  return { inlined: new Set(), inBody: false };
}

function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(
    `\\s${name}(?=[\\s=/>])(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    "i",
  ).exec(tag);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** `href` of a built stylesheet link we may inline, else null. */
export function inlinableHref(tag: string): string | null {
  if (attributeOf(tag, "rel")?.toLowerCase() !== "stylesheet") return null;
  if (attributeOf(tag, "media") !== null || attributeOf(tag, "disabled") !== null) return null;
  if (attributeOf(tag, "data-precedence") !== null || attributeOf(tag, "precedence") !== null) return null;
  const href = attributeOf(tag, "href")?.replace(/&amp;/g, "&") ?? null;
  return href !== null && BUILT_STYLESHEET.test(href) ? href : null;
}

/** Style text cannot end its element early: `</style` is written `<\/style` (the same CSS). */
export function escapeStyleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/** The tag with one more attribute (`name` alone, or `name="value"`), keeping how the tag closes. */
function withAttribute(tag: string, attribute: string): string {
  return tag.replace(/\s*\/?>$/, (end) => ` ${attribute}${end.trim() === "/>" ? "/>" : ">"}`);
}

function disabledLink(tag: string): string {
  return withAttribute(tag, "disabled");
}

/**
 * A module preload waits for the first paint (decision 052) and then asks for its script at low priority
 * (decision 037), unless it names a priority itself. Module scripts run after the HTML is parsed and every visitor
 * action works without them; fetched before the first paint they take a slow link from the page's images.
 */
export function heldModulePreload(tag: string): string {
  if (attributeOf(tag, "rel")?.toLowerCase() !== "modulepreload") return tag;
  const held = tag.replace(
    /\srel\s*=\s*(?:"modulepreload"|'modulepreload'|modulepreload)/i,
    ` rel="${HELD_MODULE_PRELOAD_REL}"`,
  );
  return attributeOf(tag, "fetchpriority") !== null ? held : withAttribute(held, 'fetchpriority="low"');
}

/**
 * An inline module script (React Router's bootstrap) waits for the first paint too; one with `src` is left.
 * `tag` is a `<script>` opening tag.
 */
export function heldModuleScript(tag: string): string {
  if (attributeOf(tag, "type")?.toLowerCase() !== "module" || attributeOf(tag, "src") !== null) return tag;
  return tag.replace(/\stype\s*=\s*(?:"module"|'module'|module)/i, ` type="${HELD_MODULE_SCRIPT_TYPE}"`);
}

function inlineTag(tag: string, state: InlineState, textOf: StylesheetText): string {
  if (/^<script\b/i.test(tag)) return heldModuleScript(tag);
  const href = inlinableHref(tag);
  if (href === null) return heldModulePreload(tag);
  if (state.inlined.has(href)) return state.inBody ? "" : disabledLink(tag);
  const css = textOf(href);
  if (css === undefined) return tag;
  state.inlined.add(href);
  const style = `<style data-href="${href}">${escapeStyleElementText(css)}</style>`;
  return state.inBody ? style : `${style}${disabledLink(tag)}`;
}

/**
 * Inlines the built stylesheets linked in a piece of HTML. `html` must not end inside a tag (the streaming
 * wrapper holds back an unfinished tag); `state` carries over from the pieces before.
 */
export function inlineStylesheets(html: string, state: InlineState, textOf: StylesheetText): string {
  if (state.inBody) return html.replace(LINK_OR_SCRIPT_TAG, (tag) => inlineTag(tag, state, textOf));
  const headEnd = HEAD_END.exec(html);
  if (!headEnd) return html.replace(LINK_OR_SCRIPT_TAG, (tag) => inlineTag(tag, state, textOf));
  const head = html
    .slice(0, headEnd.index)
    .replace(LINK_OR_SCRIPT_TAG, (tag) => inlineTag(tag, state, textOf));
  state.inBody = true;
  const body = html.slice(headEnd.index).replace(LINK_OR_SCRIPT_TAG, (tag) => inlineTag(tag, state, textOf));
  return head + body;
}

/**
 * Where a streamed piece can be cut so that no tag is split: before the last `<` that has no `>` after it.
 * (`>` inside an attribute value of a `<link>` does not occur in our markup; a cut inside other text only
 * delays that text to the next piece.)
 */
export function safeCut(html: string): number {
  const lastOpen = html.lastIndexOf("<");
  if (lastOpen === -1) return html.length;
  return html.indexOf(">", lastOpen) === -1 ? lastOpen : html.length;
}
