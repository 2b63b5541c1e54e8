import type { WidgetProps } from "../../widget.ts";
import type { OffCanvasSettings } from "./settings.ts";

/**
 * Elementor Pro's off-canvas (`.e-off-canvas`): its child elements in a panel at the side of the window, opened
 * and closed by the link actions `off_canvas:open|close|toggle` (the browser module), Escape and its overlay.
 * Without script (`@media (scripting: none)`) the panel's content stays in the page where it is placed, so
 * nothing in it is out of reach.
 */
export function OffCanvas({ element, settings, childNodes }: WidgetProps<OffCanvasSettings, undefined>) {
  const classes = [
    "e-off-canvas",
    `e-off-canvas--h-${settings.horizontal_position}`,
    `e-off-canvas--v-${settings.vertical_position}`,
  ];
  return (
    <div
      id={`off-canvas-${element.id}`}
      className={classes.join(" ")}
      data-name={settings.off_canvas_name || "Off-Canvas"}
      data-overlay-close={settings.overlay_close ? "yes" : "no"}
    >
      {settings.has_overlay ? <div className="e-off-canvas__overlay" /> : null}
      <div className="e-off-canvas__main">
        <div className="e-off-canvas__content">{childNodes}</div>
      </div>
    </div>
  );
}
