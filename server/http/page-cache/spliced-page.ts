import { LRUCache } from "lru-cache";
import { type DeflatedPart, deflatedPart, gzipOfParts, storedPart } from "./gzip-by-parts.ts";
import { type PageParts, type SpliceTemplate, spliceTemplate } from "./page-parts.ts";
import { type ScriptHashPlan, scriptHashPlan } from "./spliced-script-hashes.ts";

/**
 * A stored page made ready to splice (decision 040): cut at the guest's parts, the text between them
 * compressed once, and its inline scripts' hashes planned.
 */
export interface SplicedPageTemplate extends SpliceTemplate {
  /** Each segment as a gzip part, compressed when the template was made. */
  deflatedSegments: DeflatedPart[];
  /** Null when the page's scripts must be found again in each spliced page. */
  scripts: ScriptHashPlan | null;
}

/** The segments are compressed once per stored page: zlib's default level, near its smallest. */
const SEGMENT_LEVEL = 6;

export function splicedPageTemplate(html: string, guest: PageParts): SplicedPageTemplate {
  const template = spliceTemplate(html, guest);
  const deflatedSegments = template.segments.map((segment) =>
    deflatedPart(Buffer.from(segment, "utf8"), SEGMENT_LEVEL),
  );
  let size = template.size;
  for (const part of deflatedSegments) size += part.bytes.length + part.deflated.length;
  return { ...template, size, deflatedSegments, scripts: scriptHashPlan(html, template) };
}

/** Values shorter than this go out stored: a compressor's start costs more than they would save. */
const STORED_BELOW_CHARACTERS = 256;
/** Values compressed per request are kept, since a shopper's parts are the same on every page they read. */
const KEPT_VALUE_BYTES = 8 * 1024 * 1024;
/** Values are few and compressed once: the default level. */
const VALUE_LEVEL = 6;

/** Compresses the shopper's parts of spliced pages, keeping the larger ones for the shopper's next page. */
export class SplicedBodies {
  private readonly kept = new LRUCache<string, DeflatedPart>({
    maxSize: KEPT_VALUE_BYTES,
    sizeCalculation: (part) => Math.max(1, part.bytes.length + part.deflated.length),
  });

  /** The spliced page as a gzip body: the template's segments with `values` in its slots. */
  gzip(template: SplicedPageTemplate, values: readonly string[]): Buffer {
    const parts: DeflatedPart[] = [];
    const { deflatedSegments } = template;
    for (let index = 0; index < deflatedSegments.length; index++) {
      parts.push(deflatedSegments[index] as DeflatedPart);
      if (index < values.length) parts.push(this.partOf(values[index] as string));
    }
    return gzipOfParts(parts);
  }

  private partOf(value: string): DeflatedPart {
    if (value.length < STORED_BELOW_CHARACTERS) return storedPart(Buffer.from(value, "utf8"));
    let part = this.kept.get(value);
    if (!part) {
      part = deflatedPart(Buffer.from(value, "utf8"), VALUE_LEVEL);
      this.kept.set(value, part);
    }
    return part;
  }

  clear(): void {
    this.kept.clear();
  }
}
