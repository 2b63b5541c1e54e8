import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HYDRATION_GRACE_MS, markScripted, SCRIPTED_CLASS, scriptMarkerScript } from "./script-marker.tsx";

/** The little of `<html>` the marker touches: its classes and attributes. */
function fakeDocument() {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  const documentElement = {
    classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    hasAttribute: (name: string) => attributes.has(name),
  };
  return { doc: { documentElement } as unknown as Document, scripted: () => classes.has(SCRIPTED_CLASS) };
}

describe("script marker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const runInlineScript = (doc: Document) => new Function("document", scriptMarkerScript)(doc);

  it("marks the page as scripted at once and keeps the mark once the page has hydrated", () => {
    const page = fakeDocument();
    runInlineScript(page.doc);
    expect(page.scripted()).toBe(true);
    markScripted(page.doc);
    vi.advanceTimersByTime(HYDRATION_GRACE_MS + 1);
    expect(page.scripted()).toBe(true);
  });

  it("takes the mark away when the page has not hydrated in time, so the no-script forms come back", () => {
    const page = fakeDocument();
    runInlineScript(page.doc);
    vi.advanceTimersByTime(HYDRATION_GRACE_MS - 1);
    expect(page.scripted()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(page.scripted()).toBe(false);
    // A page that hydrates after all still gets its scripted layout.
    markScripted(page.doc);
    expect(page.scripted()).toBe(true);
  });
});
