/**
 * Waits until the images inside an element have loaded or failed (galleries and masonry grids measure after it).
 * Given something that is not an element it logs an error and resolves at once (W-MISC-39).
 */
export function whenImagesLoaded(
  target: unknown,
  logError: (message: string) => void = console.error,
): Promise<void> {
  if (!isElement(target)) {
    logError(`Bad element for imagesLoaded ${String(target)}`);
    return Promise.resolve();
  }
  const pending = [...target.querySelectorAll("img")].filter((image) => !image.complete);
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener("load", () => resolve(), { once: true });
          image.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

function isElement(target: unknown): target is Element {
  return (
    typeof target === "object" &&
    target !== null &&
    typeof (target as Element).querySelectorAll === "function" &&
    (target as Element).nodeType === 1
  );
}
