import type { z } from "zod";
import { BoxContent, PointerOnlyLink } from "../../render/box-content.tsx";
import { ElementorIcon } from "../../render/icon.tsx";
import { linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { iconBoxSettings } from "./settings.ts";

/**
 * `.elementor-icon-box-wrapper` with `.elementor-icon-box-icon` and `.elementor-icon-box-content` (title and
 * description). With a link, the title is the link; the icon repeats it for pointers only (hidden from screen
 * readers and the tab order, so the box is one link, not two).
 */
export function IconBox({ settings, context }: WidgetProps<z.output<typeof iconBoxSettings>, undefined>) {
  const link = linkAttributes(settings.link);
  const iconClass = `elementor-icon${settings.hover_animation ? ` elementor-animation-${settings.hover_animation}` : ""}`;
  const hasIcon = typeof settings.selected_icon.value === "object" || settings.selected_icon.value !== "";
  const icon = <ElementorIcon icon={settings.selected_icon} />;
  const iconElement = link ? (
    <PointerOnlyLink link={link} className={iconClass}>
      {icon}
    </PointerOnlyLink>
  ) : (
    <span className={iconClass}>{icon}</span>
  );
  return (
    <div className="elementor-icon-box-wrapper">
      {hasIcon ? <div className="elementor-icon-box-icon">{iconElement}</div> : null}
      <BoxContent
        prefix="icon-box"
        titleTag={settings.title_size}
        titleHtml={context.sanitize.inline(String(settings.title_text))}
        descriptionHtml={context.sanitize.inline(String(settings.description_text))}
        link={link}
      />
    </div>
  );
}
