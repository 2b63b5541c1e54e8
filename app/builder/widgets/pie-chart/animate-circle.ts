import { type PieChartOptions, percentAt, pieArc, ringRadius } from "./pie-chart.rules.ts";

/** The part of a canvas the drawing needs (a real `<canvas>`, or a stand-in in tests). */
interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: "2d"): CanvasRenderingContext2D | null;
}

function isCanvas(value: unknown): value is CanvasLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as CanvasLike).getContext === "function" &&
    (typeof HTMLCanvasElement === "undefined" || value instanceof HTMLCanvasElement)
  );
}

/** Draws the track and the bar at `percent` (device-pixel sharp). */
export function drawCircle(canvas: CanvasLike, options: PieChartOptions, percent: number, ratio = 1): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  const pixels = Math.round(options.size * ratio);
  if (canvas.width !== pixels) canvas.width = pixels;
  if (canvas.height !== pixels) canvas.height = pixels;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, options.size, options.size);
  const centre = options.size / 2;
  const radius = ringRadius(options.size, options.lineWidth);
  context.lineWidth = options.lineWidth;
  context.lineCap = options.lineCap;
  if (options.trackColor) {
    context.strokeStyle = options.trackColor;
    context.beginPath();
    context.arc(centre, centre, radius, 0, Math.PI * 2);
    context.stroke();
  }
  if (percent > 0) {
    const arc = pieArc(percent);
    context.strokeStyle = options.barColor;
    context.beginPath();
    context.arc(centre, centre, radius, arc.start, arc.end);
    context.stroke();
  }
}

/**
 * Fills the ring from 0 to its percentage over `duration` ms (W-MISC-16), one frame at a time. Given anything but
 * a canvas it logs "Invalid element" and does nothing else (W-MISC-17). Returns a function that stops it.
 */
export function animateCircle(
  canvas: unknown,
  options: PieChartOptions,
  duration: number,
  frames: {
    request(callback: (now: number) => void): number;
    cancel(id: number): void;
    now(): number;
    ratio: number;
  } = {
    request: (callback) => requestAnimationFrame(callback),
    cancel: (id) => cancelAnimationFrame(id),
    now: () => performance.now(),
    ratio: typeof devicePixelRatio === "number" ? devicePixelRatio : 1,
  },
): () => void {
  if (!isCanvas(canvas)) {
    console.error("Invalid element");
    return () => undefined;
  }
  const start = frames.now();
  let id = 0;
  const step = (now: number) => {
    const elapsed = now - start;
    drawCircle(canvas, options, percentAt(options.percent, elapsed, duration), frames.ratio);
    if (elapsed < duration) id = frames.request(step);
  };
  id = frames.request(step);
  return () => frames.cancel(id);
}
