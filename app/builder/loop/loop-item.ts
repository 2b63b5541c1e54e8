import { formatPostDate } from "../render/dates.ts";
import type { LoopEntry } from "./loop-services.ts";

/**
 * A loop-item template made concrete for one entry, before the ordinary renderer draws it: Elementor's dynamic
 * tags (`settings.__dynamic__`, `[elementor-tag id="…" name="post-title" settings="…"]`) become the entry's
 * values, and every element carries the entry (as `LOOP_ENTRY_SETTING`) for the theme widgets that show it
 * (post title, featured image, excerpt, price, add to cart). Pure: the template is not changed.
 */
export const LOOP_ENTRY_SETTING = "__vitrine_loop_entry";

interface ElementLike {
  settings?: unknown;
  elements?: unknown;
  [key: string]: unknown;
}

const TAG = /\[elementor-tag\s[^\]]*?name="([^"]+)"(?:[^\]]*?settings="([^"]*)")?[^\]]*\]/;

/** The tag's name and settings (`settings` is URI-encoded JSON in Elementor's export). */
export function parseDynamicTag(value: string): { name: string; settings: Record<string, unknown> } | null {
  const match = TAG.exec(value);
  if (!match?.[1]) return null;
  let settings: Record<string, unknown> = {};
  if (match[2]) {
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(match[2]));
      if (parsed && typeof parsed === "object") settings = parsed as Record<string, unknown>;
    } catch {
      // A tag with unreadable settings uses its defaults.
    }
  }
  return { name: match[1], settings };
}

/** The value a dynamic tag gives for an entry, shaped for the control it fills; undefined when not supported. */
export function dynamicValue(
  name: string,
  settings: Record<string, unknown>,
  entry: LoopEntry,
  timeZone = "UTC",
  locale = "en-GB",
): unknown {
  const text = (value: string) => {
    const before = typeof settings.before === "string" ? settings.before : "";
    const after = typeof settings.after === "string" ? settings.after : "";
    return value === "" && typeof settings.fallback === "string"
      ? settings.fallback
      : `${before}${value}${after}`;
  };
  switch (name) {
    case "post-title":
    case "woocommerce-product-title-tag":
      return text(escapeHtml(entry.title));
    case "post-excerpt":
    case "woocommerce-product-short-description-tag":
      return text(escapeHtml(entry.excerpt));
    case "post-date":
      return text(entry.publishedAt ? formatPostDate(entry.publishedAt, timeZone, locale) : "");
    case "author-name":
      return text(escapeHtml(entry.authorName));
    case "post-terms": {
      const taxonomy = typeof settings.taxonomy === "string" ? settings.taxonomy : "category";
      const separator = typeof settings.separator === "string" ? settings.separator : ", ";
      return text(
        entry.terms
          .filter((term) => term.taxonomy === taxonomy)
          .map((term) => escapeHtml(term.name))
          .join(escapeHtml(separator)),
      );
    }
    case "post-url":
    case "woocommerce-product-url-tag":
      return { url: entry.url, is_external: "", nofollow: "" };
    case "post-featured-image":
    case "woocommerce-product-image-tag":
      return entry.image
        ? { url: entry.image.url, id: entry.image.id || "", alt: entry.image.alt }
        : { url: "", id: "" };
    default:
      return undefined;
  }
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** The template's elements for one entry (a deep copy: dynamic settings resolved, the entry attached). */
export function resolveLoopItem(elements: unknown, entry: LoopEntry, timeZone = "UTC"): unknown {
  if (!Array.isArray(elements)) return [];
  return elements.map((element) => resolveElement(element, entry, timeZone));
}

function resolveElement(element: unknown, entry: LoopEntry, timeZone: string): unknown {
  if (!element || typeof element !== "object") return element;
  const source = element as ElementLike;
  const settings: Record<string, unknown> =
    source.settings && typeof source.settings === "object" && !Array.isArray(source.settings)
      ? { ...(source.settings as Record<string, unknown>) }
      : {};
  const dynamic = settings.__dynamic__;
  if (dynamic && typeof dynamic === "object") {
    for (const [key, value] of Object.entries(dynamic as Record<string, unknown>)) {
      if (typeof value !== "string") continue;
      const tag = parseDynamicTag(value);
      const resolved = tag ? dynamicValue(tag.name, tag.settings, entry, timeZone) : undefined;
      if (resolved !== undefined) settings[key] = resolved;
    }
    delete settings.__dynamic__;
  }
  settings[LOOP_ENTRY_SETTING] = entry;
  return {
    ...source,
    settings,
    elements: Array.isArray(source.elements)
      ? source.elements.map((child) => resolveElement(child, entry, timeZone))
      : [],
  };
}

/**
 * Elementor's classes on a rendered loop item (`e-loop-item e-loop-item-<id> post-<id> <type> type-<type>
 * status-publish`), with `role="listitem"` for the grid's list; a carousel passes its slide's classes and
 * attributes instead (`swiper-slide`, a labelled group).
 */
export function loopItemMarkup(
  html: string,
  templateId: number,
  entry: Pick<LoopEntry, "id" | "postType">,
  as: { classes: string[]; attributes: string } = { classes: [], attributes: 'role="listitem"' },
): string {
  const base = `class="elementor elementor-${templateId}"`;
  const classes = [
    `elementor elementor-${templateId}`,
    "e-loop-item",
    `e-loop-item-${entry.id}`,
    `post-${entry.id}`,
    entry.postType,
    `type-${entry.postType}`,
    "status-publish",
    entry.postType === "product" ? "product" : "",
    ...as.classes,
  ]
    .filter(Boolean)
    .join(" ");
  return html.replace(base, `class="${[...new Set(classes.split(" "))].join(" ")}" ${as.attributes}`);
}
