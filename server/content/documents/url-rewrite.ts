import { pathBelowSite } from "./permalinks.ts";

/**
 * After an import, the documents still point at the old site: images under `/wp-content/uploads/…`, links to
 * its pages as absolute addresses, `?page_id=12`. Every such URL, in every string of a document's elements and
 * settings (HTML included), is rewritten: uploads to the stored media, the site's own pages to site-relative
 * paths. Image settings (`{url, id}`, galleries' lists of them) get the stored media's id too.
 */

export interface StoredMediaRef {
  id: number;
  url: string;
}

export interface UrlRewriteMaps {
  /** The old site's address (`wp:base_site_url`); links below it are the site's own. */
  siteUrl: string;
  /** Upload paths below the site (`/wp-content/uploads/2024/05/mug.jpg`, sized variants too) → stored media. */
  mediaByPath: ReadonlyMap<string, StoredMediaRef>;
  /** Attachment post id → stored media. */
  mediaByAttachmentId: ReadonlyMap<number, StoredMediaRef>;
  /** Post id → its path on Vitrine (`?page_id=12`, `?p=40`). */
  pathByPostId: ReadonlyMap<number, string>;
  /** Old path → new path, where they differ (the front page moves to `/`). */
  pathByOldPath: ReadonlyMap<string, string>;
}

export interface RewriteNotes {
  /** Upload URLs of the old site that match no imported attachment: they keep pointing at the old site. */
  unresolvedMedia: Set<string>;
}

/** `-300x200` and `-scaled` variants WordPress makes of an upload, mapped back to the original name. */
export function originalUploadPath(path: string): string {
  return path.replace(/-(?:\d+x\d+|scaled)(\.[A-Za-z0-9]+)$/, "$1");
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** One URL rewritten, or returned unchanged when it is not the old site's. */
export function rewriteUrl(url: string, maps: UrlRewriteMaps, notes?: RewriteNotes): string {
  const absolute = url.startsWith("//") ? `https:${url}` : url;
  const below = pathBelowSite(absolute, maps.siteUrl);
  if (!below) return url;
  const hash = hashOf(absolute);
  const path = safeDecode(below.path);
  const media = maps.mediaByPath.get(path) ?? maps.mediaByPath.get(originalUploadPath(path));
  if (media) return media.url;
  if (path.startsWith("/wp-content/uploads/")) {
    notes?.unresolvedMedia.add(url);
    return url;
  }
  if (path === "/" && below.search) {
    const query = new URLSearchParams(below.search);
    const id = Number(query.get("page_id") ?? query.get("p") ?? Number.NaN);
    const target = Number.isInteger(id) ? maps.pathByPostId.get(id) : undefined;
    if (target) return `${target}${hash}`;
  }
  const target = maps.pathByOldPath.get(below.path) ?? below.path;
  return `${target}${below.search}${hash}`;
}

function hashOf(url: string): string {
  const at = url.indexOf("#");
  return at === -1 ? "" : url.slice(at);
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Finds the old site's absolute URLs (any scheme, with or without www, protocol-relative) in a text. */
function siteUrlPattern(siteUrl: string): RegExp | null {
  let host: string;
  try {
    host = new URL(siteUrl).host.replace(/^www\./, "");
  } catch {
    return null;
  }
  return new RegExp(`(?:https?:)?//(?:www\\.)?${escapeForPattern(host)}(?![\\w.-])[^\\s"'<>()\\\\]*`, "gi");
}

/** Every old-site URL inside a text (HTML, CSS, plain) rewritten. */
export function rewriteText(text: string, maps: UrlRewriteMaps, notes?: RewriteNotes): string {
  const pattern = siteUrlPattern(maps.siteUrl);
  if (!pattern || !text.includes("//")) return text;
  return text.replace(pattern, (match) => {
    // Sentence punctuation after a URL is not part of it.
    const trimmed = match.replace(/[.,;:!?]+$/, "");
    return rewriteUrl(trimmed, maps, notes) + match.slice(trimmed.length);
  });
}

function isImageReference(value: Record<string, unknown>): boolean {
  return (
    typeof value.url === "string" &&
    "id" in value &&
    (typeof value.id === "number" || typeof value.id === "string")
  );
}

/** A whole JSON value (elements tree, settings) with every URL rewritten; the input is not modified. */
export function rewriteValue(value: unknown, maps: UrlRewriteMaps, notes?: RewriteNotes): unknown {
  if (typeof value === "string") return rewriteText(value, maps, notes);
  if (Array.isArray(value)) return value.map((entry) => rewriteValue(entry, maps, notes));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const rewritten: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(record)) rewritten[key] = rewriteValue(entry, maps, notes);
  if (isImageReference(record)) {
    const byUrl = mediaForUrl(String(record.url), maps);
    const byId = maps.mediaByAttachmentId.get(Number(record.id));
    const media = byUrl ?? (String(record.url) === "" ? undefined : byId);
    if (media) {
      rewritten.url = media.url;
      rewritten.id = media.id;
    }
  }
  return rewritten;
}

function mediaForUrl(url: string, maps: UrlRewriteMaps): StoredMediaRef | undefined {
  const below = pathBelowSite(url.startsWith("//") ? `https:${url}` : url, maps.siteUrl);
  if (!below) return undefined;
  const path = safeDecode(below.path);
  return maps.mediaByPath.get(path) ?? maps.mediaByPath.get(originalUploadPath(path));
}
