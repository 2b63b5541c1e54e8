import {
  isRenderedShortcode,
  splitShortcodes,
} from "../../../app/builder/widgets/shortcode/shortcode.rules.ts";
import { type ElementorElement, walkElements } from "./elementor-data.ts";

/**
 * The shortcode tags a document's Shortcode widgets use that Vitrine does not render (they show nothing), sorted
 * and without repeats, for `npm run import` (the document report lists them per element).
 */
export function unknownShortcodesUsed(
  document: { elements: unknown[] | null } | readonly ElementorElement[],
): string[] {
  const elements = Array.isArray(document) ? document : (document as { elements: unknown[] | null }).elements;
  const tags = new Set<string>();
  walkElements((elements ?? []) as ElementorElement[], (element) => {
    if (element.elType !== "widget" || element.widgetType !== "shortcode") return;
    const text = (element.settings as Record<string, unknown> | undefined)?.shortcode;
    if (typeof text !== "string") return;
    for (const segment of splitShortcodes(text))
      if (segment.kind === "shortcode" && !isRenderedShortcode(segment.tag)) tags.add(segment.tag);
  });
  return [...tags].sort();
}
