import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Writes a 1200×900 stand-in photograph: the colour shaded from the top left corner to the bottom right, as a
 * JPEG (quality 60), so galleries and carousels have real pictures of a known size to load.
 */
export async function writeShadedPhoto(
  file: string,
  [r, g, b]: readonly [number, number, number],
): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      const light = 1 - (0.35 * (x + y)) / (width + height);
      pixels[offset] = Math.round(r * light);
      pixels[offset + 1] = Math.round(g * light);
      pixels[offset + 2] = Math.round(b * light);
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toFile(file);
}
