import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { imageSize } from "image-size";
import type { Executor } from "../db/client.server.ts";
import { media } from "../db/schema.ts";

/**
 * Images are stored in the database, once per distinct content: storing the
 * same bytes again returns the existing row. The type and intrinsic size are
 * read from the bytes themselves, never trusted from a file name.
 */

export const DEFAULT_IMAGE_FETCH_TIMEOUT_MS = 30_000;

const MIME_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

export class MediaError extends Error {
  override name = "MediaError";
}

export interface ImageInfo {
  mimeType: string;
  width: number;
  height: number;
}

/** Type and display size of an image; throws MediaError for anything that is not a supported image. */
export function inspectImage(bytes: Buffer, filename: string): ImageInfo {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch (error) {
    throw new MediaError(
      `${filename} is not an image in a supported format (${Object.keys(MIME_TYPES).join(", ")}): ${(error as Error).message}`,
    );
  }
  const mimeType = size.type ? MIME_TYPES[size.type] : undefined;
  if (!mimeType) {
    throw new MediaError(
      `${filename} is a ${size.type ?? "unknown"} image; supported formats are ${Object.keys(MIME_TYPES).join(", ")}`,
    );
  }
  if (!(size.width > 0 && size.height > 0))
    throw new MediaError(`${filename} has no usable width and height`);
  // EXIF orientations 5–8 turn the picture a quarter: browsers show it with width and height swapped.
  const turned = size.orientation !== undefined && size.orientation >= 5;
  return {
    mimeType,
    width: Math.round(turned ? size.height : size.width),
    height: Math.round(turned ? size.width : size.height),
  };
}

export interface MediaInput {
  bytes: Buffer;
  filename: string;
  /** Where the image came from (a URL or a path), for the record. */
  source: string;
}

/** Stores an image and returns its media id; the same bytes always give the same id. */
export async function storeMedia(executor: Executor, input: MediaInput): Promise<number> {
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  const existing = await findBySha(executor, sha256);
  if (existing !== null) return existing;

  const info = inspectImage(input.bytes, input.filename);
  const [inserted] = await executor
    .insert(media)
    .values({
      filename: safeFilename(input.filename, info.mimeType),
      mimeType: info.mimeType,
      width: info.width,
      height: info.height,
      byteSize: input.bytes.length,
      sha256,
      data: input.bytes,
      source: input.source,
    })
    .onConflictDoNothing({ target: media.sha256 })
    .returning({ id: media.id });
  if (inserted) return inserted.id;
  // Another writer stored the same bytes at the same moment.
  const stored = await findBySha(executor, sha256);
  if (stored === null) throw new MediaError(`Could not store ${input.filename}`);
  return stored;
}

async function findBySha(executor: Executor, sha256: string): Promise<number | null> {
  const [row] = await executor.select({ id: media.id }).from(media).where(eq(media.sha256, sha256)).limit(1);
  return row?.id ?? null;
}

const EXTENSIONS: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** A file name safe in a URL path segment, with an extension that matches the real type. */
function safeFilename(filename: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? "bin";
  const stem = path
    .basename(filename)
    .replace(/\.[A-Za-z0-9]+$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|-+$/g, "");
  return `${stem || "image"}.${extension}`;
}

export interface ImageSourceOptions {
  /** Folder relative paths are read from (the CSV file's folder). */
  baseDir: string;
  fetchTimeoutMs?: number;
}

export interface LoadedImage {
  bytes: Buffer;
  filename: string;
}

/** Reads an image reference: an http(s) URL is downloaded, anything else is a local path (or file: URL). */
export async function loadImageSource(reference: string, options: ImageSourceOptions): Promise<LoadedImage> {
  if (/^https?:\/\//i.test(reference))
    return download(reference, options.fetchTimeoutMs ?? DEFAULT_IMAGE_FETCH_TIMEOUT_MS);

  const file = /^file:/i.test(reference)
    ? fileURLToPath(reference)
    : path.resolve(options.baseDir, reference);
  try {
    return { bytes: await readFile(file), filename: path.basename(file) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new MediaError(`Image file not found: ${file}`);
    throw new MediaError(`Cannot read image file ${file}: ${(error as Error).message}`);
  }
}

async function download(url: string, timeoutMs: number): Promise<LoadedImage> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error && error.cause instanceof Error
          ? error.cause.message
          : String(error);
    throw new MediaError(`Cannot download image ${url}: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new MediaError(
      `Cannot download image ${url}: the server answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new MediaError(`Cannot download image ${url}: ${(error as Error).message}`);
  }
  const lastSegment = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
  let filename = lastSegment;
  try {
    filename = decodeURIComponent(lastSegment);
  } catch {
    // keep the encoded name
  }
  return { bytes, filename: filename || "image" };
}
