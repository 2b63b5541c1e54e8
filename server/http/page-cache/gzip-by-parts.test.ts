import { createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedPart, gzipOfParts, storedPart } from "./gzip-by-parts.ts";

const text = (value: string) => Buffer.from(value, "utf8");
const page = "<main>" + '<li class="product">Stoneware mug — 12,00 €</li>'.repeat(400) + "</main>";

describe("a gzip body put together from parts compressed apart (decision 040)", () => {
  it("inflates to the parts' text in order, whether they were compressed or stored", () => {
    const parts = [
      deflatedPart(text(page.slice(0, 5000)), 6),
      storedPart(text("a1b2c3d4e5")),
      deflatedPart(text(page.slice(5000)), 1),
      storedPart(text("<p>Café ☕ & crème</p>")),
    ];
    expect(gunzipSync(gzipOfParts(parts)).toString("utf8")).toBe(
      `${page.slice(0, 5000)}a1b2c3d4e5${page.slice(5000)}<p>Café ☕ & crème</p>`,
    );
  });

  it("splits a stored part longer than one stored block holds (65,535 bytes)", () => {
    const long = "x".repeat(140_000);
    expect(gunzipSync(gzipOfParts([storedPart(text(long))])).toString()).toBe(long);
  });

  it("skips empty parts and makes a valid empty body of none", () => {
    expect(gunzipSync(gzipOfParts([])).toString()).toBe("");
    const parts = [storedPart(text("")), deflatedPart(text("abc"), 6), deflatedPart(text(""), 6)];
    expect(gunzipSync(gzipOfParts(parts)).toString()).toBe("abc");
  });

  it("carries the right checksum and length: a streaming inflater that checks the trailer accepts it", async () => {
    const body = gzipOfParts([deflatedPart(text(page), 6), storedPart(text("nonce12345"))]);
    const chunks: Buffer[] = [];
    const gunzip = createGunzip();
    gunzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    await new Promise<void>((resolve, reject) => {
      gunzip.on("end", resolve);
      gunzip.on("error", reject);
      gunzip.end(body);
    });
    expect(Buffer.concat(chunks).toString("utf8")).toBe(`${page}nonce12345`);
    // A wrong checksum is refused: the trailer is checked.
    const corrupt = Buffer.from(body);
    corrupt.writeUInt32LE((corrupt.readUInt32LE(corrupt.length - 8) + 1) >>> 0, corrupt.length - 8);
    expect(() => gunzipSync(corrupt)).toThrow();
  });

  it("stays about as small as compressing the whole page at once when the parts are large", () => {
    const whole = deflatedPart(text(page), 6).deflated.length;
    const byParts = gzipOfParts([
      deflatedPart(text(page.slice(0, 10_000)), 6),
      storedPart(text("a1b2c3d4e5")),
      deflatedPart(text(page.slice(10_000)), 6),
    ]).length;
    expect(byParts).toBeLessThan(whole + 200);
  });
});
