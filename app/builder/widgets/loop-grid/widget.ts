import { loadLoopItems } from "../../loop/load-loop.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { LoopGrid, type LoopGridData } from "./loop-grid.tsx";
import { loopGridSettings } from "./settings.ts";

const GRID = " .elementor-loop-container";

export default defineWidget({
  types: ["loop-grid"],
  settings: loopGridSettings,
  Component: LoopGrid,
  load: (settings, services, context): Promise<LoopGridData | null> =>
    loadLoopItems({ settings, services, context }),
  wrapperClasses: (settings) => [
    `elementor-grid-${settings.columns}`,
    `elementor-grid-tablet-${settings.columns_tablet}`,
    `elementor-grid-mobile-${settings.columns_mobile}`,
    ...(settings.masonry ? ["e-loop-grid--masonry"] : []),
    ...(settings.equal_height ? ["elementor-equal-height"] : []),
  ],
  frontendSettings: ["pagination_type", "masonry", "columns", "_skin", "template_id"],
  client: "loop-grid",
  css(settings, style) {
    style.rule(GRID, { "grid-template-columns": `repeat(${settings.columns}, minmax(0, 1fr))` });
    style.rule(
      GRID,
      { "grid-template-columns": `repeat(${settings.columns_tablet}, minmax(0, 1fr))` },
      "tablet",
    );
    style.rule(
      GRID,
      { "grid-template-columns": `repeat(${settings.columns_mobile}, minmax(0, 1fr))` },
      "mobile",
    );
    style.responsive("column_gap", GRID, (value) => {
      const length = sliderLength(value);
      return length ? { "column-gap": length } : null;
    });
    style.responsive("row_gap", GRID, (value) => {
      const length = sliderLength(value);
      return length ? { "row-gap": length } : null;
    });
  },
});
