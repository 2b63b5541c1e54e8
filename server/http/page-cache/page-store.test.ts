import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageStore, type StoredPage } from "./page-store.ts";

function page(bytes: number, tags: string[]): StoredPage {
  return {
    status: 200,
    headers: [],
    etag: '"e"',
    brotli: Buffer.alloc(bytes / 2),
    gzip: Buffer.alloc(bytes / 2),
    tags,
  };
}

describe("page store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("drops the least recently used pages to stay within its byte budget", () => {
    const store = new PageStore({ maxBytes: 10_000, maxAgeMs: 60_000 });
    store.set("a", page(4_000, []), store.generation);
    store.set("b", page(4_000, []), store.generation);
    expect(store.get("a")).toBeDefined(); // a is now the most recently used
    store.set("c", page(4_000, []), store.generation);
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.byteCount).toBeLessThanOrEqual(10_000);
    expect(store.set("huge", page(20_000, []), store.generation)).toBe(false);
  });

  it("drops exactly the pages carrying an invalidated tag", () => {
    const store = new PageStore({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    store.set("/product/a/", page(100, ["site", "product-1"]), store.generation);
    store.set("/shop/", page(100, ["site", "listing", "product-1", "product-2"]), store.generation);
    store.set("/product/b/", page(100, ["site", "product-2"]), store.generation);
    expect(store.invalidate(["product-1"])).toBe(2);
    expect(store.get("/product/a/")).toBeUndefined();
    expect(store.get("/shop/")).toBeUndefined();
    expect(store.get("/product/b/")).toBeDefined();
    expect(store.invalidate(["product-1"])).toBe(0);
    expect(store.invalidate(["site"])).toBe(1);
    expect(store.pageCount).toBe(0);
  });

  it("does not store a page whose render began before an invalidation", () => {
    const store = new PageStore({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const renderedAt = store.generation;
    store.invalidate(["product-9"]);
    expect(store.set("/product/x/", page(100, ["product-9"]), renderedAt)).toBe(false);
    expect(store.get("/product/x/")).toBeUndefined();
  });

  it("forgets a page after its maximum age", () => {
    const store = new PageStore({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => Date.now() });
    store.set("/", page(100, []), store.generation);
    vi.advanceTimersByTime(59_000);
    expect(store.get("/")).toBeDefined();
    vi.advanceTimersByTime(2_000);
    expect(store.get("/")).toBeUndefined();
  });

  it("a page stored again under its key keeps only its new tags", () => {
    const store = new PageStore({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    store.set("/", page(100, ["document-1"]), store.generation);
    store.set("/", page(100, ["document-2"]), store.generation);
    expect(store.invalidate(["document-1"])).toBe(0);
    expect(store.invalidate(["document-2"])).toBe(1);
  });
});
