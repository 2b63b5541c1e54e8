import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { media, mediaRenditions } from "../db/schema.ts";

/**
 * WordPress's intermediate image widths (medium, medium_large, large, 1536×1536): every stored raster image
 * wider than one of them can be served at it. Renditions are made on first request (sharp), stored, and served
 * with the original's immutable caching, so `srcset` lets a phone download a 768 px image instead of 2048 px.
 */
export const RENDITION_WIDTHS = [300, 768, 1024, 1536] as const;

/**
 * sharp (libvips) is loaded by the first resize, not at start: loading it costs a process about 18 MB of
 * resident memory, which a shop whose renditions are all stored never needs again.
 */
let sharpLoading: Promise<typeof import("sharp").default> | null = null;
const loadSharp = () => {
  sharpLoading ??= import("sharp").then((module) => module.default);
  return sharpLoading;
};

const RESIZABLE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

export interface StoredImage {
  id: number;
  filename: string;
  width: number;
  height: number;
  mimeType: string;
}

/** The columns of a stored image that say what it is, without its bytes. */
export const STORED_IMAGE_COLUMNS = {
  id: media.id,
  filename: media.filename,
  width: media.width,
  height: media.height,
  mimeType: media.mimeType,
};

export function renditionUrl(mediaId: number, width: number, filename: string): string {
  return `/media/${mediaId}/w${width}/${encodeURIComponent(filename)}`;
}

/** The renditions an image has (narrower than the original, raster only), narrowest first. */
export function renditionsOf(image: StoredImage): { url: string; width: number; height: number }[] {
  if (!RESIZABLE_TYPES.has(image.mimeType)) return [];
  return RENDITION_WIDTHS.filter((width) => width < image.width).map((width) => ({
    url: renditionUrl(image.id, width, image.filename),
    width,
    height: Math.max(1, Math.round((image.height * width) / image.width)),
  }));
}

/** A rendition's bytes, made and stored on first request; null when the image has no such rendition. */
export async function renditionBytes(
  db: Executor,
  mediaId: number,
  width: number,
): Promise<{ data: Buffer; mimeType: string } | null> {
  const [stored] = await db
    .select({ data: mediaRenditions.data, mimeType: mediaRenditions.mimeType })
    .from(mediaRenditions)
    .where(and(eq(mediaRenditions.mediaId, mediaId), eq(mediaRenditions.width, width)));
  if (stored) return stored;
  const [original] = await db
    .select({ ...STORED_IMAGE_COLUMNS, data: media.data })
    .from(media)
    .where(eq(media.id, mediaId));
  if (!original) return null;
  const rendition = renditionsOf(original).find((candidate) => candidate.width === width);
  if (!rendition) return null;
  const sharp = await loadSharp();
  const data = await sharp(original.data).rotate().resize({ width, withoutEnlargement: true }).toBuffer();
  await db
    .insert(mediaRenditions)
    .values({ mediaId, width, height: rendition.height, mimeType: original.mimeType, data })
    .onConflictDoNothing();
  return { data, mimeType: original.mimeType };
}
