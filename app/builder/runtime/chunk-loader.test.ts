import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  createChunkLoader,
  RequiredLibraryError,
} from "./chunk-loader.ts";

const never = () => new Promise<never>(() => {});

describe("chunk loader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads a widget chunk on demand and only once (W-MISC-35)", async () => {
    const importer = vi.fn(async () => ({ mount: () => {} }));
    const loader = createChunkLoader();
    const [first, second] = await Promise.all([
      loader.load("widgets/video/video", importer),
      loader.load("widgets/video/video", importer),
    ]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("gives up on an attempt after 120000 ms, retries once, then fails (W-MISC-36)", async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const importer = vi.fn(never);
    const result = createChunkLoader()
      .load("widgets/video/video", importer)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
  });

  it('reports "Loading chunk {n} failed" after the retry also fails (W-MISC-37)', async () => {
    const importer = vi.fn(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const error = await createChunkLoader()
      .load("widgets/tabs/tabs", importer)
      .catch((caught: unknown) => caught);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe("Loading chunk widgets/tabs/tabs failed");
  });

  it("succeeds when the retry loads the chunk", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ ok: true });
    await expect(createChunkLoader().load("swiper", importer)).resolves.toEqual({ ok: true });
  });

  it("asks again after a failure instead of remembering it", async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error("a"))
      .mockRejectedValueOnce(new Error("b"))
      .mockResolvedValueOnce("ok");
    const loader = createChunkLoader();
    await expect(loader.load("dialog", importer)).rejects.toThrow("Loading chunk dialog failed");
    await expect(loader.load("dialog", importer)).resolves.toBe("ok");
  });

  it("a required library that cannot load is a clear error (W-MISC-38 as it applies here; W-MISC-34)", async () => {
    const error = await createChunkLoader()
      .require("share-link", async () => {
        throw new Error("404");
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredLibraryError);
    expect((error as Error).message).toBe(
      "share-link is required but could not be loaded: Loading chunk share-link failed",
    );
  });
});
