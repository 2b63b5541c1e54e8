import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { buttonSettings } from "./settings.ts";

/** `.elementor-button-wrapper > a.elementor-button`: a link when it has a URL, otherwise plain text in the button's look. */
export function Button({ settings }: WidgetProps<z.output<typeof buttonSettings>, undefined>) {
  const link = linkAttributes(settings.link);
  const iconAfter = settings.icon_align === "right" || settings.icon_align === "row-reverse";
  const className = [
    "elementor-button",
    link ? "elementor-button-link" : "",
    `elementor-size-${settings.size}`,
    settings.button_type ? `elementor-button-${settings.button_type}` : "",
    settings.hover_animation ? `elementor-animation-${settings.hover_animation}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const hasIcon = typeof settings.selected_icon.value === "object" || settings.selected_icon.value !== "";
  const content = (
    <span className="elementor-button-content-wrapper">
      {hasIcon ? (
        <span className={`elementor-button-icon elementor-align-icon-${iconAfter ? "right" : "left"}`}>
          <ElementorIcon icon={settings.selected_icon} />
        </span>
      ) : null}
      <span className="elementor-button-text">{settings.text}</span>
    </span>
  );
  const id = settings.button_css_id || undefined;
  return (
    <div className="elementor-button-wrapper">
      {link ? (
        <a className={className} id={id} {...anchorProps(link)}>
          {content}
        </a>
      ) : (
        <span className={className} id={id}>
          {content}
        </span>
      )}
    </div>
  );
}
