import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import { decimalsOf, delimiterOf, formatCounter } from "./counter.rules.ts";
import type { counterSettings } from "./settings.ts";

/**
 * `.elementor-counter`: the number (prefix, `.elementor-counter-number`, suffix) and the title. The HTML holds
 * the final number, so the counter reads right without JavaScript; the browser module counts up to it when the
 * counter scrolls into view. Screen readers get the final value once, never the moving digits.
 */
export function Counter({ settings }: WidgetProps<z.output<typeof counterSettings>, undefined>) {
  const to = settings.ending_number;
  const format = {
    decimals: decimalsOf(to),
    delimiter: delimiterOf(settings.thousand_separator, settings.thousand_separator_char),
  };
  const final = formatCounter(to, format);
  const prefix = String(settings.prefix);
  const suffix = String(settings.suffix);
  const title = String(settings.title);
  const Title = settings.title_tag;
  return (
    <div className="elementor-counter">
      <div className="elementor-counter-number-wrapper" aria-hidden="true">
        <span className="elementor-counter-number-prefix">{prefix}</span>
        <span
          className="elementor-counter-number"
          data-duration={settings.duration}
          data-to-value={to}
          data-from-value={settings.starting_number}
          data-delimiter={format.delimiter}
        >
          {final}
        </span>
        <span className="elementor-counter-number-suffix">{suffix}</span>
      </div>
      <span className="elementor-screen-only">{`${prefix}${final}${suffix}`}</span>
      {title ? <Title className="elementor-counter-title">{title}</Title> : null}
    </div>
  );
}
