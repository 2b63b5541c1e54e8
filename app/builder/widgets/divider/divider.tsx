import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { dividerSettings } from "./settings.ts";

/** `.elementor-divider > .elementor-divider-separator`, with text or an icon between two lines when asked. */
export function Divider({ settings }: WidgetProps<z.output<typeof dividerSettings>, undefined>) {
  const Tag = settings.html_tag;
  return (
    <div className="elementor-divider">
      <span className="elementor-divider-separator">
        {settings.look === "line_text" && settings.text ? (
          <Tag className="elementor-divider__text elementor-divider__element">{settings.text}</Tag>
        ) : null}
        {settings.look === "line_icon" ? (
          <div className="elementor-icon elementor-divider__element">
            <ElementorIcon icon={settings.icon} />
          </div>
        ) : null}
      </span>
    </div>
  );
}
