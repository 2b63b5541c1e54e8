import type { Settings } from "../render/element.ts";
import type { LoadServices, RenderContext } from "../widget.ts";
import { loopItemMarkup } from "./loop-item.ts";
import type { LoopEntry } from "./loop-services.ts";
import { loopQueryOf } from "./query-settings.ts";

/**
 * What the loop grid and the loop carousel load: the entries of the query (the address's filter and page
 * applied), each rendered with the loop-item template. Shared by both widgets' `load`.
 */
export interface LoopItemsData {
  templateId: number;
  items: { entry: LoopEntry; html: string }[];
  /** The template's generated CSS (Elementor prints it inline, `<style id="loop-<id>">`) and stylesheets. */
  css: string;
  stylesheets: string[];
  page: number;
  pageCount: number;
  params: URLSearchParams;
}

export interface LoopItemsInput {
  settings: Settings & { template_id: number | string; _skin: string; posts_per_page: number };
  services: LoadServices;
  context: RenderContext;
  /** How each item is marked: a list item of the grid (the default) or a carousel slide. */
  itemMarkup?: (index: number, count: number) => { classes: string[]; attributes: string };
}

export async function loadLoopItems({
  settings,
  services,
  context,
  itemMarkup,
}: LoopItemsInput): Promise<LoopItemsData | null> {
  const loop = services.loop;
  const templateId = Number(settings.template_id);
  if (!loop) return null;
  if (!Number.isInteger(templateId) || templateId <= 0) {
    context.report(`${context.widgetType ?? "loop"} has no loop-item template`);
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
  const kept = result.entries.flatMap((entry, index) => {
    const item = rendered[index];
    return item ? [{ entry, html: item.html }] : [];
  });
  return {
    templateId,
    items: kept.map(({ entry, html }, index) => ({
      entry,
      html: loopItemMarkup(html, templateId, entry, itemMarkup?.(index, kept.length)),
    })),
    css: first?.css ?? "",
    stylesheets: first?.stylesheets ?? [],
    page: Math.min(query.page, result.pageCount),
    pageCount: result.pageCount,
    params: loop.params,
  };
}
