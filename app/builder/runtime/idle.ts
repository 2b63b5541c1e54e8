/**
 * Waiting for a quiet main thread, for decoration (particles, text shuffles) that must never compete with a page's
 * loading: after the `load` event, in an idle period (at most `timeout` ms later).
 */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, Math.min(timeout, 200));
  });
}

/** Resolves once the page has loaded (its pictures and scripts) and the main thread is next idle. */
export function afterLoadWhenIdle(doc: Document, timeout: number): Promise<void> {
  const loaded =
    doc.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          doc.defaultView?.addEventListener("load", () => resolve(), { once: true }),
        );
  return loaded.then(() => whenIdle(timeout));
}
