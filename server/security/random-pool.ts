import { randomBytes } from "node:crypto";

const POOL_BYTES = 4096;

/**
 * Random bytes drawn from the system's generator 4 KB at a time, each byte handed out once: a
 * `randomBytes` call costs a job and a system call (about 1.6 % of a new visitor's add-to-cart), while a
 * token or nonce needs 16–32 bytes. Pooling changes neither where the bytes come from nor that no two
 * holders share one.
 */
let pool = Buffer.alloc(0);
let offset = 0;

/** `length` fresh random bytes as text (`base64` for CSP nonces, `base64url` for tokens). */
export function randomText(length: number, encoding: "base64" | "base64url" | "hex"): string {
  if (length > POOL_BYTES) return randomBytes(length).toString(encoding);
  if (offset + length > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  offset += length;
  return pool.toString(encoding, offset - length, offset);
}
