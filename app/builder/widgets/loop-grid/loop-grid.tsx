import type { z } from "zod";
import type { LoopItemsData } from "../../loop/load-loop.ts";
import { LoopItemStyles } from "../../loop/loop-item-styles.tsx";
import { LoopPagination } from "../../loop/loop-pagination.tsx";
import type { PaginationType } from "../../loop/query-settings.ts";
import { RawHtml } from "../../render/raw-html.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { loopGridSettings } from "./settings.ts";

/** What the loop grid's `load` found: the entries of this page, each rendered with the loop-item template. */
export type LoopGridData = LoopItemsData;

/**
 * Elementor Pro's loop grid: `.elementor-loop-container.elementor-grid` of loop items (the template rendered per
 * entry, `e-loop-item e-loop-item-<id>`), the template's CSS once, then the pagination. Without a template or
 * data it says so plainly (an empty grid would look broken).
 */
export function LoopGrid({
  settings,
  data,
  element,
}: WidgetProps<z.output<typeof loopGridSettings>, LoopGridData | null>) {
  if (!data) return null;
  return (
    <>
      <LoopItemStyles data={data} />
      {data.items.length === 0 ? (
        <div className="e-loop-nothing-found-message">
          <p className="e-loop-nothing-found-message__text">{settings.nothing_found_message_text}</p>
        </div>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: Elementor's contract is a div of divs; the roles make it a list
        <div className="elementor-loop-container elementor-grid" role="list">
          {data.items.map((item) => (
            <RawHtml key={item.entry.id} html={item.html} />
          ))}
        </div>
      )}
      <LoopPagination
        type={settings.pagination_type as PaginationType}
        widgetId={element.id}
        params={data.params}
        page={data.page}
        pageCount={data.pageCount}
        prevLabel={settings.pagination_prev_label}
        nextLabel={settings.pagination_next_label}
        loadMoreLabel={settings.text}
      />
    </>
  );
}
