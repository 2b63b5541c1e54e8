import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { iconListSettings } from "./settings.ts";

/**
 * `ul.elementor-icon-list-items > li.elementor-icon-list-item`, each with `.elementor-icon-list-icon` (decorative
 * inline SVG) and `.elementor-icon-list-text`, wrapped in a link when the item has one.
 */
export function IconList({ settings }: WidgetProps<z.output<typeof iconListSettings>, undefined>) {
  const inline = settings.view === "inline";
  return (
    <ul className={`elementor-icon-list-items${inline ? " elementor-inline-items" : ""}`}>
      {settings.icon_list.map((item, index) => {
        const link = linkAttributes(item.link);
        const hasIcon = typeof item.selected_icon.value === "object" || item.selected_icon.value !== "";
        const content = (
          <>
            {hasIcon ? (
              <span className="elementor-icon-list-icon">
                <ElementorIcon icon={item.selected_icon} />
              </span>
            ) : null}
            <span className="elementor-icon-list-text">{item.text}</span>
          </>
        );
        return (
          <li
            // Items keep their order; Elementor's `_id` may be missing or repeated in old exports.
            // biome-ignore lint/suspicious/noArrayIndexKey: static server markup, never reordered
            key={index}
            className={`elementor-icon-list-item${inline ? " elementor-inline-item" : ""}`}
          >
            {link ? <a {...anchorProps(link)}>{content}</a> : content}
          </li>
        );
      })}
    </ul>
  );
}
