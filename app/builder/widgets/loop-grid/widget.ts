import { loopItemMarkup } from "../../loop/loop-item.ts";
import { loopQueryOf } from "../../loop/query-settings.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { LoopGrid, type LoopGridData } from "./loop-grid.tsx";
import { loopGridSettings } from "./settings.ts";

const GRID = " .elementor-loop-container";

export default defineWidget({
  types: ["loop-grid"],
  settings: loopGridSettings,
  Component: LoopGrid,
  async load(settings, services, context): Promise<LoopGridData | null> {
    const loop = services.loop;
    const templateId = Number(settings.template_id);
    if (!loop) return null;
    if (!Number.isInteger(templateId) || templateId <= 0) {
      context.report("loop grid has no loop-item template");
      return null;
    }
    const postType = settings._skin === "product" ? "product" : "post";
    const query = loopQueryOf({
      settings,
      prefix: `${postType}_query`,
      postType,
      perPage: settings.posts_per_page,
      widgetId: context.elementId,
      params: loop.params,
      documentId: context.documentId,
    });
    const result = await loop.query(query);
    const rendered = await Promise.all(result.entries.map((entry) => loop.renderItem(templateId, entry)));
    if (result.entries.length > 0 && rendered.every((item) => item === null)) {
      context.report(`loop-item template ${templateId} is not a published loop item`);
      return null;
    }
    const first = rendered.find((item) => item !== null);
    return {
      templateId,
      items: result.entries.flatMap((entry, index) => {
        const item = rendered[index];
        return item ? [{ entry, html: loopItemMarkup(item.html, templateId, entry) }] : [];
      }),
      css: first?.css ?? "",
      stylesheets: first?.stylesheets ?? [],
      page: Math.min(query.page, result.pageCount),
      pageCount: result.pageCount,
      params: loop.params,
    };
  },
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
