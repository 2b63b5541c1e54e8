import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { animateCircle } from "./animate-circle.ts";
import { fillProgress, PIE_CHART_DEFAULTS, percentAt, pieArc, ringRadius } from "./pie-chart.rules.ts";

const options = {
  percent: 75,
  size: 110,
  lineWidth: 3,
  barColor: "#000",
  trackColor: "#eee",
  lineCap: "round" as const,
};

afterEach(() => vi.restoreAllMocks());

describe("pie chart", () => {
  it("W-MISC-14 W-MISC-15 W-MISC-16 defaults: size 110, line width 3, 1000 ms", async () => {
    expect(PIE_CHART_DEFAULTS).toEqual({ size: 110, lineWidth: 3, duration: 1000 });
    const { inner } = await renderWidget("elementskit-piechart", { ekit_piechart_title: "Recycled clay" });
    expect(inner).toContain('data-size="110"');
    expect(inner).toContain('data-line-width="3"');
    expect(inner).toContain('data-duration="1000"');
    expect(inner).toContain('aria-label="Recycled clay: 80%"');
    expect(inner).toContain('<canvas class="ekit-piechart__canvas" width="110" height="110"></canvas>');
  });

  it("W-MISC-16 the arc starts at 12 o'clock and fills with an ease-out over the duration", () => {
    expect(pieArc(0)).toEqual({ start: -Math.PI / 2, end: -Math.PI / 2 });
    expect(pieArc(50).end).toBeCloseTo(Math.PI / 2);
    expect(pieArc(100).end).toBeCloseTo(1.5 * Math.PI);
    expect(pieArc(140).end).toBeCloseTo(1.5 * Math.PI);
    expect(fillProgress(0, 1000)).toBe(0);
    expect(fillProgress(500, 1000)).toBe(0.875);
    expect(fillProgress(1000, 1000)).toBe(1);
    expect(percentAt(80, 1000, 1000)).toBe(80);
    expect(ringRadius(110, 3)).toBe(53.5);
  });

  it("W-MISC-17 animateCircle given no canvas logs Invalid element and does nothing else", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const request = vi.fn();
    const frames = { request, cancel: vi.fn(), now: () => 0, ratio: 1 };
    animateCircle(null, options, 1000, frames);
    animateCircle({ nodeName: "DIV" }, options, 1000, frames);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith("Invalid element");
    expect(request).not.toHaveBeenCalled();
  });

  it("W-MISC-16 animateCircle draws frames until 1000 ms have passed", () => {
    const arcs: number[] = [];
    const context = {
      setTransform: vi.fn(),
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      stroke: vi.fn(),
      arc: (_x: number, _y: number, _r: number, _s: number, end: number) => arcs.push(end),
    };
    const canvas = { width: 0, height: 0, getContext: () => context as unknown as CanvasRenderingContext2D };
    const queue: ((now: number) => void)[] = [];
    animateCircle(canvas, options, 1000, {
      request: (callback) => queue.push(callback),
      cancel: vi.fn(),
      now: () => 0,
      ratio: 2,
    });
    for (const now of [0, 500, 1000]) queue.shift()?.(now);
    expect(queue).toHaveLength(0);
    expect(canvas.width).toBe(220);
    expect(arcs.at(-1)).toBeCloseTo(pieArc(75).end);
  });
});
