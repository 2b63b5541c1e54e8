import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import type { textShuffleSettings } from "./settings.ts";

/**
 * `.ekit-text-shuffle`: the final text on the server (read right without script and by screen readers, via
 * `aria-label`); the browser module shuffles the visible copy when it comes into view or on hover.
 */
export function TextShuffle({ settings }: WidgetProps<z.output<typeof textShuffleSettings>, undefined>) {
  const Tag = settings.ekit_text_shuffle_tag;
  const content = String(settings.ekit_text_shuffle_text);
  return (
    <Tag className="ekit-text-shuffle" data-trigger={settings.ekit_text_shuffle_trigger}>
      <span className="elementor-screen-only">{content}</span>
      <span className="ekit-text-shuffle__text" aria-hidden="true" data-text={content}>
        {content}
      </span>
    </Tag>
  );
}
