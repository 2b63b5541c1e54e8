import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { socialIconsSettings } from "./settings.ts";
import { socialNetworkClass, socialNetworkName } from "./social-icons.rules.ts";

/**
 * `.elementor-social-icons-wrapper.elementor-grid[role=list]` of `a.elementor-icon.elementor-social-icon`, each
 * named for screen readers by its network (or the link's own `aria-label`).
 */
export function SocialIcons({ settings }: WidgetProps<z.output<typeof socialIconsSettings>, undefined>) {
  // biome-ignore-start lint/a11y/useSemanticElements: Elementor's DOM contract (div and span) with list roles
  return (
    <div className="elementor-social-icons-wrapper elementor-grid" role="list">
      {settings.social_icon_list.map((item, index) => {
        const network = socialNetworkClass(item.social_icon);
        const link = linkAttributes(item.link);
        const name = link?.extra["aria-label"] || socialNetworkName(item.social_icon);
        const className = [
          "elementor-icon elementor-social-icon",
          network ? `elementor-social-icon-${network}` : "",
          item._id ? `elementor-repeater-item-${item._id}` : "",
          settings.hover_animation ? `elementor-animation-${settings.hover_animation}` : "",
        ]
          .filter(Boolean)
          .join(" ");
        const content = (
          <>
            <span className="elementor-screen-only">{name}</span>
            <ElementorIcon icon={item.social_icon} />
          </>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static server markup, never reordered
          <span key={index} className="elementor-grid-item" role="listitem">
            {link ? (
              <a {...anchorProps(link)} className={className}>
                {content}
              </a>
            ) : (
              <span className={className}>{content}</span>
            )}
          </span>
        );
      })}
    </div>
  );
  // biome-ignore-end lint/a11y/useSemanticElements: Elementor's DOM contract (div and span) with list roles
}
