import { CATALOGUE_TAG } from "../../../server/cache/page-tags.ts";
import { documentSanitizer } from "../render/document-sanitizer.server.ts";
import { parseElementTree } from "../render/element.ts";
import { renderDocument } from "../render/render-document.server.tsx";
import { documentLoadsCatalogue } from "./catalogue-widgets.ts";
import type { DocumentSource, PublishedDocument } from "./document-source.ts";
import {
  batchedLoadServices,
  type CachedLoopRender,
  renderCacheKey,
  renderCachesOf,
} from "./render-cache.server.ts";

/** Widget types whose content the refresh-loop call re-renders. */
export const REFRESHABLE_LOOP_TYPES = new Set([
  "loop-grid",
  "posts",
  "archive-posts",
  "elementskit-blog-posts",
]);

/**
 * One loop widget of a published document rendered alone for the given loop parameters: the inside of its
 * `.elementor-widget-container`, exactly as the full page would show it for an address with those parameters.
 * Null when the document has no such loop widget. Kept per document version, widget and parameters, and redone
 * when the posts or products it read change (`forgetRendersReading`), like the documents' own renders.
 */
export async function renderLoopWidget(
  source: DocumentSource,
  document: PublishedDocument,
  widgetId: string,
  params: URLSearchParams,
): Promise<string | null> {
  const key = `${renderCacheKey(document, null, params)}|widget:${widgetId}`;
  const render = await renderCachesOf(source).loops.get(key, () =>
    renderLoopWidgetAlone(source, document, widgetId, params),
  );
  return render.html;
}

async function renderLoopWidgetAlone(
  source: DocumentSource,
  document: PublishedDocument,
  widgetId: string,
  params: URLSearchParams,
): Promise<CachedLoopRender> {
  const { elements } = parseElementTree(document.elements);
  const stack = [...elements];
  let found = null;
  while (stack.length > 0) {
    const element = stack.pop();
    if (!element) break;
    if (
      element.id === widgetId &&
      element.elType === "widget" &&
      REFRESHABLE_LOOP_TYPES.has(element.widgetType ?? "")
    ) {
      found = element;
      break;
    }
    stack.push(...element.elements);
  }
  if (!found) return { html: null, reads: [] };
  const reads = new Set<string>();
  const rendered = await renderDocument(
    { ...document, elements: [{ ...found, elements: [] }] },
    {
      services: batchedLoadServices(source, params, reads),
      sanitize: documentSanitizer,
      timeZone: source.timeZone,
    },
  );
  if (documentLoadsCatalogue(rendered.widgetTypes)) reads.add(CATALOGUE_TAG);
  const start = rendered.html.indexOf('<div class="elementor-widget-container">');
  const end = rendered.html.lastIndexOf("</div></div></div>");
  if (start === -1 || end === -1) return { html: null, reads: [...reads] };
  return {
    html: rendered.html.slice(start + '<div class="elementor-widget-container">'.length, end),
    reads: [...reads],
  };
}
