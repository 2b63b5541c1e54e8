import { renderToStaticMarkup } from "react-dom/server";
import { type WidgetRegistry, widgetRegistry } from "../registry.ts";
import type { DocumentSanitizer, LoadServices } from "../widget.ts";
import { type DroppedElement, parseElementTree, type Settings } from "./element.ts";
import { ElementList, UNKNOWN_MARKER_TAG } from "./elements.tsx";
import { prepareTree } from "./prepare.ts";
import { unwrapRawHtml } from "./raw-html.tsx";
import { StyleSheet } from "./style-sheet.ts";
import { builderStylesheets } from "./stylesheets.ts";

/** A document as the renderer needs it: Elementor's data as exported, with the id and version it is cached by. */
export interface BuilderDocument {
  /** The WordPress post id (Elementor's `elementor-<id>` class). */
  id: number;
  /** Changes whenever the document is re-imported or edited (a revision id, a timestamp…). */
  version: string;
  /** `page`, `post`, `header`, `footer`, `popup`, `loop-item`, `section`. */
  type: string;
  title: string;
  /** `_elementor_data` (already JSON-parsed): the element tree. */
  elements: unknown;
  pageSettings: Settings;
}

/** What did not move, for the shop owner (`GET /wp-json/vitrine/v1/documents/<id>/report`, `npm run import`). */
export interface DocumentReport {
  documentId: number;
  unknownWidgets: { type: string; elementIds: string[] }[];
  settingsIssues: { elementId: string; type: string; key: string; message: string }[];
  droppedElements: DroppedElement[];
  notes: { elementId: string; message: string }[];
  /** Shortcodes (in shortcode widgets) Vitrine does not render: they show nothing. */
  unknownShortcodes: { tag: string; elementIds: string[] }[];
}

export interface RenderedDocument {
  documentId: number;
  version: string;
  /** The document's markup (`div.elementor.elementor-<id>` and its tree). */
  html: string;
  /** Generated CSS: every element's rules and the document's custom CSS. */
  css: string;
  /** Static stylesheets the document needs: the builder's base CSS and those of the widgets it uses. */
  stylesheets: string[];
  /** Widget types present (known ones), for tests and reports. */
  widgetTypes: string[];
  /** Browser modules the page must mount (runtime keys). */
  clientModules: string[];
  /** Whether the page needs the builder runtime at all (browser modules or link actions). */
  needsRuntime: boolean;
  report: DocumentReport;
}

export interface RenderOptions {
  services: LoadServices;
  sanitize: DocumentSanitizer;
  registry?: WidgetRegistry;
  /** The shop's time zone (IANA), for widgets that read local dates (countdown due dates); UTC when not given. */
  timeZone?: string;
}

const ELEMENTOR_TYPES: Record<string, string> = { page: "wp-page", post: "wp-post" };
const LOCATION_TAGS: Record<string, "header" | "footer"> = { header: "header", footer: "footer" };
/** Elementor's link actions, written in hrefs (plain or URI-encoded). */
const LINK_ACTION_MARK = /(#|%23)elementor-action(:|%3A)/i;
/** Links the lightbox may open (images, videos, or marked for it) and content popup links (`mfp-ajax`, `mfp-inline`): the runtime loads their module on a click. */
const LIGHTBOX_MARK =
  /<a [^>]*(href="[^"]+\.(png|jpe?g|gif|svg|webp|avif)(\?[^"]*)?"|data-elementor-open-lightbox="yes")|class="[^"]*\bmfp-(ajax|inline)\b/i;

/** Renders a document to HTML and CSS. Pure apart from `services` (batched data reads); cache the result. */
export async function renderDocument(
  document: BuilderDocument,
  options: RenderOptions,
): Promise<RenderedDocument> {
  const registry = options.registry ?? widgetRegistry;
  const { elements, dropped } = parseElementTree(document.elements);
  const sheet = new StyleSheet();
  const tree = await prepareTree({
    documentId: document.id,
    documentType: document.type,
    elements,
    registry,
    services: options.services,
    sanitize: options.sanitize,
    sheet,
    timeZone: options.timeZone,
  });
  const pageCss = document.pageSettings.custom_css;
  if (typeof pageCss === "string")
    sheet.addCustom(pageCss.replaceAll("selector", `.elementor-${document.id}`));

  const inner = unwrapRawHtml(
    renderToStaticMarkup(<ElementList elements={elements} prepared={tree.prepared} />),
  ).replace(
    new RegExp(`<${UNKNOWN_MARKER_TAG} data-type="([^"]*)"></${UNKNOWN_MARKER_TAG}>`, "g"),
    (_match, type: string) => `<!-- Vitrine: unknown widget type "${commentSafe(type)}" is not rendered -->`,
  );

  const widgetTypes = new Set<string>();
  const folders = new Set<string>();
  const clientModules = new Set<string>();
  for (const prepared of tree.prepared.values()) {
    if (prepared.widget) {
      for (const type of prepared.widget.definition.types)
        if (inner.includes(`data-widget_type="${type}.default"`)) widgetTypes.add(type);
      folders.add(prepared.widget.folder);
    }
    if (prepared.kind !== "unknown") for (const key of prepared.clientModules) clientModules.add(key);
  }
  const needsRuntime = clientModules.size > 0 || LINK_ACTION_MARK.test(inner) || LIGHTBOX_MARK.test(inner);
  const tag = LOCATION_TAGS[document.type] ?? "div";
  const elementorType = ELEMENTOR_TYPES[document.type] ?? document.type;
  const classes = [
    "elementor",
    `elementor-${document.id}`,
    tag !== "div" ? `elementor-location-${document.type}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const html =
    `<${tag} data-elementor-type="${elementorType}" data-elementor-id="${document.id}" class="${classes}"` +
    ` data-elementor-post-type="${document.type === "page" || document.type === "post" ? document.type : "elementor_library"}"` +
    `${needsRuntime ? " data-vitrine-runtime" : ""}>${inner}</${tag}>`;

  return {
    documentId: document.id,
    version: document.version,
    html,
    css: sheet.toString(),
    stylesheets: builderStylesheets([...folders], extensionFoldersOf(clientModules)),
    widgetTypes: [...widgetTypes].sort(),
    clientModules: [...clientModules].sort(),
    needsRuntime,
    report: {
      documentId: document.id,
      unknownWidgets: groupUnknown(tree.unknown),
      settingsIssues: tree.settingsIssues,
      droppedElements: dropped,
      notes: tree.notes,
      unknownShortcodes: groupUnknown(
        tree.unknownShortcodes.map(({ tag, elementId }) => ({ type: tag, elementId })),
      ).map(({ type, elementIds }) => ({ tag: type, elementIds })),
    },
  };
}

function commentSafe(text: string): string {
  return text.replace(/[^\w.:-]/g, "_").slice(0, 100);
}

function groupUnknown(unknown: { type: string; elementId: string }[]): DocumentReport["unknownWidgets"] {
  const byType = new Map<string, string[]>();
  for (const { type, elementId } of unknown) byType.set(type, [...(byType.get(type) ?? []), elementId]);
  return [...byType].map(([type, elementIds]) => ({ type, elementIds }));
}

/** The extension folders among a document's browser modules (`extensions/<folder>/<stem>`). */
function extensionFoldersOf(clientModules: ReadonlySet<string>): string[] {
  return [...clientModules].flatMap((key) => /^extensions\/([\w-]+)\//.exec(key)?.[1] ?? []);
}
