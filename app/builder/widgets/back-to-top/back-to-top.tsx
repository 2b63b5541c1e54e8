import { ElementorIcon } from "../../render/icon.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { BackToTopSettings } from "./settings.ts";

/**
 * ElementsKit's back-to-top button: a link to the top of the page (`#top`, which browsers scroll to without
 * script). The browser module shows it only past the scroll threshold and scrolls smoothly.
 */
export function BackToTop({ settings }: WidgetProps<BackToTopSettings, undefined>) {
  const iconOnly = settings.ekit_button_appearance === "graphic_icon";
  return (
    <div className="ekit-wid-con">
      <div className={`ekit-back-to-top-container ekit-btt-position-${settings.ekit_button_position}`}>
        <a href="#top" className="ekit-btt__button" aria-label={iconOnly ? "Back to top" : undefined}>
          {iconOnly ? (
            settings.ekit_btn_icons.value ? (
              <ElementorIcon icon={settings.ekit_btn_icons} />
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
                <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            )
          ) : (
            settings.ekit_btn_text || "Top"
          )}
        </a>
      </div>
    </div>
  );
}
