import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { alertSettings } from "./settings.ts";

/** The dismiss button's accessible name (Elementor's screen-reader text). */
export const DISMISS_LABEL = "Dismiss this alert.";

/**
 * `.elementor-alert.elementor-alert-<type>` with its title and description. The dismiss button is in the HTML but
 * `hidden` until the browser module wires it, so a visitor without JavaScript reads the alert and never meets a
 * button that does nothing. A static notice, so no `role="alert"` (that would interrupt screen readers on load).
 */
export function Alert({ settings, context }: WidgetProps<z.output<typeof alertSettings>, undefined>) {
  const title = String(settings.alert_title);
  const description = context.sanitize.inline(String(settings.alert_description));
  const customIcon = typeof settings.dismiss_icon.value === "object" || settings.dismiss_icon.value !== "";
  return (
    <div className={`elementor-alert elementor-alert-${settings.alert_type}`}>
      {title ? <span className="elementor-alert-title">{title}</span> : null}
      {description ? (
        <span
          className="elementor-alert-description"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy
          dangerouslySetInnerHTML={{ __html: description }}
        />
      ) : null}
      {settings.show_dismiss === "show" ? (
        <button type="button" className="elementor-alert-dismiss" aria-label={DISMISS_LABEL} hidden>
          {customIcon ? <ElementorIcon icon={settings.dismiss_icon} /> : <span aria-hidden="true">×</span>}
        </button>
      ) : null}
    </div>
  );
}
