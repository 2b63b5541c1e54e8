import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import type { unfoldSettings } from "./settings.ts";
import { UNFOLD_DEFAULTS } from "./unfold.rules.ts";

/**
 * `.ekit-unfold`: the title, the content folded to its height (only where script runs: without script the whole
 * text shows) and a button (`aria-expanded`, `aria-controls`) that unfolds it.
 */
export function Unfold({ settings, context }: WidgetProps<z.output<typeof unfoldSettings>, undefined>) {
  const Title = settings.ekit_unfold_title_tag;
  const title = String(settings.ekit_unfold_title);
  const id = `ekit-unfold-${context.documentId}-${context.elementId}`;
  const height =
    typeof settings.ekit_unfold_collapse_height.size === "number"
      ? settings.ekit_unfold_collapse_height.size
      : UNFOLD_DEFAULTS.height;
  const duration =
    typeof settings.ekit_unfold_transition_duration.size === "number"
      ? settings.ekit_unfold_transition_duration.size
      : UNFOLD_DEFAULTS.duration;
  return (
    <div
      className="ekit-unfold"
      style={
        {
          "--ekit-unfold-height": `${height}px`,
          "--ekit-unfold-duration": `${duration}ms`,
        } as React.CSSProperties
      }
    >
      {title ? <Title className="ekit-unfold__title">{title}</Title> : null}
      <div
        className="ekit-unfold__content"
        id={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy (decision 019)
        dangerouslySetInnerHTML={{ __html: context.sanitize.html(String(settings.ekit_unfold_description)) }}
      />
      <button
        type="button"
        className="ekit-unfold__button"
        aria-expanded="false"
        aria-controls={id}
        data-expand={String(settings.ekit_unfold_expand_text)}
        data-collapse={String(settings.ekit_unfold_collapse_text)}
      >
        {String(settings.ekit_unfold_expand_text)}
      </button>
    </div>
  );
}
