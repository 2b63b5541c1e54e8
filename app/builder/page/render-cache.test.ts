import { describe, expect, it } from "vitest";
import { BoundedCache } from "./render-cache.server.ts";

describe("document render cache", () => {
  it("forgets the settled renders that read changed data, and renders still being built", async () => {
    const cache = new BoundedCache<{ reads: string[] }>(10);
    await cache.get("products-page", async () => ({ reads: ["catalogue"] }));
    await cache.get("about-page", async () => ({ reads: [] }));
    let finish: (value: { reads: string[] }) => void = () => undefined;
    void cache.get("building", () => new Promise((resolve) => (finish = resolve)));
    expect(cache.forget((render) => render.reads.includes("catalogue"))).toBe(2);
    finish({ reads: [] });
    let rebuilt = 0;
    await cache.get("products-page", async () => {
      rebuilt += 1;
      return { reads: ["catalogue"] };
    });
    await cache.get("about-page", async () => {
      rebuilt += 10;
      return { reads: [] };
    });
    expect(rebuilt).toBe(1);
    expect(cache.size).toBe(2);
  });
});
