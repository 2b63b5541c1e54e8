import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BLOCK_FADE_IN_MS,
  BLOCK_FADE_OUT_MS,
  BLOCK_MESSAGE,
  BLOCK_OVERLAY_OPACITY,
  type BlockOverlayView,
  createBlockOverlay,
} from "./block-overlay.ts";

function setup(options?: { message?: string }) {
  const views: BlockOverlayView[] = [];
  const overlay = createBlockOverlay({ timers: globalThis, render: (view) => views.push(view) }, options);
  const phases = () => views.map((view) => view.phase);
  return { overlay, views, phases };
}

describe("createBlockOverlay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws a white overlay at opacity 0.6 with the default message 'Please wait...' (S-MINI-05)", () => {
    expect(BLOCK_OVERLAY_OPACITY).toBe(0.6);
    expect(BLOCK_MESSAGE).toBe("Please wait...");
    const { overlay, views } = setup();
    overlay.block();
    expect(views[0]).toEqual({
      phase: "fading-in",
      opacity: 0.6,
      transitionMs: 200,
      message: "Please wait...",
      background: "#fff",
    });
  });

  it("takes another message when given one (S-MINI-05)", () => {
    const { overlay, views } = setup({ message: "Removing…" });
    overlay.block();
    expect(views[0]?.message).toBe("Removing…");
  });

  it("fades in over 200 ms and stays until unblocked (S-MINI-04, S-MINI-06)", () => {
    expect(BLOCK_FADE_IN_MS).toBe(200);
    const { overlay, phases } = setup();
    overlay.block();
    vi.advanceTimersByTime(199);
    expect(overlay.phase).toBe("fading-in");
    vi.advanceTimersByTime(1);
    expect(overlay.phase).toBe("blocked");
    vi.advanceTimersByTime(60_000);
    expect(phases()).toEqual(["fading-in", "blocked"]);
  });

  it("fades out over 400 ms once the reply has arrived (S-MINI-04, S-MINI-06)", () => {
    expect(BLOCK_FADE_OUT_MS).toBe(400);
    const { overlay, views, phases } = setup();
    overlay.block();
    vi.advanceTimersByTime(200);
    overlay.unblock();
    expect(views.at(-1)).toMatchObject({ phase: "fading-out", opacity: 0, transitionMs: 400 });
    vi.advanceTimersByTime(399);
    expect(overlay.phase).toBe("fading-out");
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(["fading-in", "blocked", "fading-out", "hidden"]);
  });

  it("fades out straight away when the reply arrives during the fade-in (S-MINI-04, S-MINI-06)", () => {
    const { overlay, phases } = setup();
    overlay.block();
    vi.advanceTimersByTime(100);
    overlay.unblock();
    vi.advanceTimersByTime(400);
    expect(phases()).toEqual(["fading-in", "fading-out", "hidden"]);
  });

  it("ignores a second block while blocked and an unblock while hidden (S-MINI-04)", () => {
    const { overlay, phases } = setup();
    overlay.unblock();
    overlay.block();
    overlay.block();
    vi.advanceTimersByTime(200);
    overlay.block();
    expect(phases()).toEqual(["fading-in", "blocked"]);
  });
});
