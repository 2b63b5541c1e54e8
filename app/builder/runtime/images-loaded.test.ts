import { describe, expect, it, vi } from "vitest";
import { whenImagesLoaded } from "./images-loaded.ts";

describe("images loaded", () => {
  it("logs an error for a bad element and resolves (W-MISC-39)", async () => {
    const logError = vi.fn();
    await expect(whenImagesLoaded(null, logError)).resolves.toBeUndefined();
    await whenImagesLoaded("#gallery", logError);
    expect(logError).toHaveBeenNthCalledWith(1, "Bad element for imagesLoaded null");
    expect(logError).toHaveBeenNthCalledWith(2, "Bad element for imagesLoaded #gallery");
  });

  it("resolves once every pending image has loaded or failed", async () => {
    const listeners: (() => void)[] = [];
    const image = {
      complete: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    const element = { nodeType: 1, querySelectorAll: () => [image, { complete: true }] };
    let done = false;
    const waiting = whenImagesLoaded(element).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    listeners[0]?.();
    await waiting;
    expect(done).toBe(true);
  });
});
