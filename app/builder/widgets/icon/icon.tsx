import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import { iconLabel } from "./icon.rules.ts";
import type { iconSettings } from "./settings.ts";

/** `.elementor-icon-wrapper > .elementor-icon` (a link when it has a URL, then named for screen readers). */
export function Icon({ settings }: WidgetProps<z.output<typeof iconSettings>, undefined>) {
  const link = linkAttributes(settings.link);
  const className = `elementor-icon${settings.hover_animation ? ` elementor-animation-${settings.hover_animation}` : ""}`;
  return (
    <div className="elementor-icon-wrapper">
      {link ? (
        <a
          {...anchorProps(link)}
          className={className}
          href={link.href}
          aria-label={iconLabel(settings.selected_icon, link.extra["aria-label"])}
        >
          <ElementorIcon icon={settings.selected_icon} />
        </a>
      ) : (
        <div className={className}>
          <ElementorIcon icon={settings.selected_icon} />
        </div>
      )}
    </div>
  );
}
