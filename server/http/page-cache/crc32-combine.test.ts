import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shifted, shiftForBytes } from "./crc32-combine.ts";

describe("CRC-32 of joined texts from the parts' CRCs (decision 040, spliced pages)", () => {
  it("equals the CRC of the joined bytes, for empty, tiny and large parts", () => {
    const lengths: [number, number][] = [
      [0, 0],
      [1, 0],
      [0, 1],
      [3, 7],
      [100, 1],
      [4_096, 65_536],
      [70_000, 123_457],
      [5, 2 ** 20 + 3],
    ];
    for (const [firstLength, secondLength] of lengths) {
      const first = randomBytes(firstLength);
      const second = randomBytes(secondLength);
      const joined = crc32(Buffer.concat([first, second])) >>> 0;
      expect(crc32Combine(crc32(first), crc32(second), secondLength), `${firstLength}+${secondLength}`).toBe(
        joined,
      );
      expect(crc32Shifted(crc32(first), crc32(second), shiftForBytes(secondLength))).toBe(joined);
    }
  });

  it("folds many parts in order, as a spliced body does", () => {
    const parts = Array.from({ length: 12 }, (_, index) => randomBytes(index * 997));
    const folded = parts.reduce((checksum, part) => crc32Combine(checksum, crc32(part), part.length), 0);
    expect(folded).toBe(crc32(Buffer.concat(parts)) >>> 0);
  });
});
