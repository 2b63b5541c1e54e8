import type { WidgetModule } from "../../runtime/types.ts";
import { animateCircle, drawCircle } from "./animate-circle.ts";
import { clampPercent, PIE_CHART_DEFAULTS, type PieChartOptions } from "./pie-chart.rules.ts";

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/**
 * Draws the ring empty, then fills it over its duration (1000 ms) the first time it scrolls into view; with
 * reduced motion it is drawn full at once.
 */
const module: WidgetModule = {
  mount(element, _settings, runtime) {
    const chart = element.querySelector<HTMLElement>(".ekit-piechart__chart");
    if (!chart) return undefined;
    const canvas = chart.querySelector("canvas");
    const data = chart.dataset;
    const options: PieChartOptions = {
      percent: clampPercent(Number(data.percent)),
      size: positive(data.size, PIE_CHART_DEFAULTS.size),
      lineWidth: positive(data.lineWidth, PIE_CHART_DEFAULTS.lineWidth),
      barColor: data.barColor || "#2575fc",
      trackColor: data.trackColor ?? "",
      lineCap: data.lineCap === "butt" || data.lineCap === "square" ? data.lineCap : "round",
    };
    const duration = positive(data.duration, PIE_CHART_DEFAULTS.duration);
    const ratio = window.devicePixelRatio || 1;
    if (!canvas) {
      animateCircle(canvas, options, duration);
      return undefined;
    }
    if (runtime.reducedMotion() || typeof IntersectionObserver !== "function") {
      drawCircle(canvas, options, options.percent, ratio);
      chart.dataset.drawn = "full";
      return undefined;
    }
    drawCircle(canvas, options, 0, ratio);
    let stop: () => void = () => undefined;
    const observer = new IntersectionObserver((seen) => {
      if (!seen.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      chart.dataset.drawn = "animating";
      stop = animateCircle(canvas, options, duration);
    });
    observer.observe(chart);
    return () => {
      observer.disconnect();
      stop();
    };
  },
};

export default module;
