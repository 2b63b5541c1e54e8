import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Shifted, shiftForBytes } from "./crc32-combine.ts";

/**
 * A gzip body assembled from parts compressed apart (decision 040). Each part is a raw deflate stream that
 * ends on a sync flush: byte-aligned, no final block, and no back-reference outside itself, so parts
 * compressed at different times join into one valid stream. A stored page's text around the shopper's parts
 * is compressed once, slowly and small; a request compresses only what is its own.
 */
export interface DeflatedPart {
  /** The part's text as UTF-8. */
  bytes: Buffer;
  /** The same as deflate blocks, none final, ending byte-aligned. */
  deflated: Buffer;
  /** The text's CRC-32 and its length's CRC shift (crc32-combine.ts): a body's checksum never rereads a part. */
  crc: number;
  lengthShift: number;
}

function checksummed(bytes: Buffer, deflated: Buffer): DeflatedPart {
  return { bytes, deflated, crc: crc32(bytes) >>> 0, lengthShift: shiftForBytes(bytes.length) };
}

/** Magic, deflate, no flags, no modification time, no extra flags, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The last block: final, fixed codes, nothing but the end-of-block code (RFC 1951, 3.2.6). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored block holds at most this many bytes (its length field is 16 bits). */
const STORED_BLOCK_LIMIT = 0xffff;

/** A part compressed at `level` (1 fastest … 9 smallest). */
export function deflatedPart(bytes: Buffer, level: number): DeflatedPart {
  return checksummed(bytes, deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }));
}

/**
 * A part sent as it is, in stored blocks: five bytes more than the text and no compressor to start, which
 * for a nonce of ten characters costs less than compressing it would save.
 */
export function storedPart(bytes: Buffer): DeflatedPart {
  const blocks: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += STORED_BLOCK_LIMIT) {
    const chunk = bytes.subarray(from, from + STORED_BLOCK_LIMIT);
    const header = Buffer.alloc(5);
    // Not final, stored; the bits after the block type up to the byte's end are padding.
    header.writeUInt8(0x00, 0);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return checksummed(bytes, Buffer.concat(blocks));
}

/** The gzip member holding the parts in order: header, their blocks, a final empty block, CRC and size. */
export function gzipOfParts(parts: readonly DeflatedPart[]): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  for (const part of parts) {
    if (part.bytes.length === 0) continue;
    checksum = crc32Shifted(checksum, part.crc, part.lengthShift);
    size += part.bytes.length;
    chunks.push(part.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
