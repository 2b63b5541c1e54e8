import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HELD_MODULE_PRELOAD_REL, HELD_MODULE_SCRIPT_TYPE } from "../../protocol/after-paint.ts";
import {
  MODULES_AT_THE_LATEST_MS,
  modulesAfterPaintScript,
  PRELOADS_PER_TASK,
} from "./modules-after-paint.tsx";

/** The few parts of a document the loader touches, recording what happens to them. */
class FakeDocument {
  readyState: "loading" | "interactive" | "complete" = "interactive";
  visibilityState: "visible" | "hidden" = "visible";
  readonly links: { rel: string; href: string }[] = [];
  readonly scripts: { type: string; nonce: string; textContent: string; replacedBy?: unknown }[] = [];
  readonly inserted: { type: string; async: boolean; nonce: string; textContent: string }[] = [];
  readonly listeners = new Map<string, () => void>();

  querySelectorAll(selector: string): unknown[] {
    if (selector === `link[rel="${HELD_MODULE_PRELOAD_REL}"]`)
      return this.links.filter((link) => link.rel === HELD_MODULE_PRELOAD_REL);
    if (selector === `script[type="${HELD_MODULE_SCRIPT_TYPE}"]`)
      return this.scripts
        .filter((script) => script.type === HELD_MODULE_SCRIPT_TYPE && !script.replacedBy)
        .map((script) => ({
          ...script,
          replaceWith: (node: FakeDocument["inserted"][number]) => {
            script.replacedBy = node;
            this.inserted.push(node);
          },
        }));
    throw new Error(`unexpected selector ${selector}`);
  }

  createElement(tag: string) {
    expect(tag).toBe("script");
    return { type: "", async: false, nonce: "", textContent: "" };
  }

  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
}

/** A browser's paint observer: `paint()` reports the first paint to whoever observes it. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"];
  static observing: FakePaintObserver[] = [];
  static paint() {
    for (const observer of FakePaintObserver.observing) observer.callback();
  }
  constructor(private readonly callback: () => void) {}
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: "paint", buffered: true });
    FakePaintObserver.observing.push(this);
  }
  disconnect() {
    FakePaintObserver.observing = FakePaintObserver.observing.filter((observer) => observer !== this);
  }
}

function run(doc: FakeDocument, frames: (() => void)[], paintEntries = true) {
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const window = { PerformanceObserver: paintEntries ? FakePaintObserver : undefined };
  new Function("document", "requestAnimationFrame", "window", modulesAfterPaintScript)(
    doc,
    requestAnimationFrame,
    window,
  );
}

function pageWith(preloads: number): FakeDocument {
  const doc = new FakeDocument();
  for (let index = 0; index < preloads; index++)
    doc.links.push({ rel: HELD_MODULE_PRELOAD_REL, href: `/assets/m${index}.js` });
  doc.scripts.push({ type: HELD_MODULE_SCRIPT_TYPE, nonce: "N1", textContent: 'import "/assets/m0.js";' });
  return doc;
}

const givenBack = (doc: FakeDocument) => doc.links.filter((link) => link.rel === "modulepreload").length;

describe("hydration code after the first paint (decision 052)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observing = [];
  });
  afterEach(() => vi.useRealTimers());

  it("asks for nothing before the first paint is reported, then for every preload, a few per task, and the bootstrap last", () => {
    const doc = pageWith(10);
    const frames: (() => void)[] = [];
    run(doc, frames);
    vi.advanceTimersByTime(0);
    expect(givenBack(doc)).toBe(0);
    expect(frames).toEqual([]);
    FakePaintObserver.paint();
    expect(FakePaintObserver.observing).toEqual([]);
    expect(givenBack(doc)).toBe(PRELOADS_PER_TASK);
    expect(doc.inserted).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(givenBack(doc)).toBe(2 * PRELOADS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(givenBack(doc)).toBe(10);
    expect(doc.inserted).toEqual([
      { type: "module", async: true, nonce: "N1", textContent: 'import "/assets/m0.js";' },
    ]);
    vi.advanceTimersByTime(MODULES_AT_THE_LATEST_MS);
    expect(doc.inserted).toHaveLength(1);
  });

  it("in a browser without paint entries, starts in the task after the first frame", () => {
    const doc = pageWith(2);
    const frames: (() => void)[] = [];
    run(doc, frames, false);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(givenBack(doc)).toBe(0); // the frame is not painted yet: the task after it is
    vi.advanceTimersByTime(0);
    expect(givenBack(doc)).toBe(2);
    expect(doc.inserted).toHaveLength(1);
  });

  it("waits for the document to be parsed whole when the paint comes first", () => {
    const doc = pageWith(2);
    doc.readyState = "loading";
    run(doc, []);
    FakePaintObserver.paint();
    vi.advanceTimersByTime(100);
    expect(givenBack(doc)).toBe(0);
    doc.readyState = "interactive";
    doc.listeners.get("DOMContentLoaded")?.();
    vi.advanceTimersByTime(0);
    expect(givenBack(doc)).toBe(2);
    expect(doc.inserted).toHaveLength(1);
  });

  it("starts at once in a hidden tab, and after a time limit when no frame comes", () => {
    const hidden = pageWith(3);
    hidden.visibilityState = "hidden";
    const noFrames: (() => void)[] = [];
    run(hidden, noFrames);
    expect(noFrames).toEqual([]);
    expect(FakePaintObserver.observing).toEqual([]);
    expect(givenBack(hidden)).toBe(3);
    expect(hidden.inserted).toHaveLength(1);

    const neverPainted = pageWith(3);
    run(neverPainted, []);
    vi.advanceTimersByTime(MODULES_AT_THE_LATEST_MS - 1);
    expect(givenBack(neverPainted)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(givenBack(neverPainted)).toBe(3);
    expect(neverPainted.inserted).toHaveLength(1);
  });
});
