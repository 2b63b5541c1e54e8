import { DEVICES, responsiveKey } from "../../devices.ts";
import { alignFlex } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { socialIconsSettings } from "./settings.ts";
import { SocialIcons } from "./social-icons.tsx";

const ICON = " .elementor-social-icon";
const HOVER = [" .elementor-social-icon:hover", " .elementor-social-icon:focus-visible"];

/** Elementor's `%s` prefix classes put the device after the prefix: `elementor-grid-tablet-2`, `e-grid-align-mobile-left`. */
function gridClasses(settings: Record<string, unknown>, key: string, prefix: string): string[] {
  return DEVICES.flatMap((device) => {
    const value = settings[responsiveKey(key, device)];
    if ((typeof value !== "string" && typeof value !== "number") || value === "") return [];
    return [device === "desktop" ? `${prefix}-${value}` : `${prefix}-${device}-${value}`];
  });
}

export default defineWidget({
  types: ["social-icons"],
  settings: socialIconsSettings,
  Component: SocialIcons,
  wrapperClasses: (settings) => [
    `elementor-shape-${settings.shape}`,
    ...gridClasses(settings, "align", "e-grid-align"),
    ...gridClasses(settings, "columns", "elementor-grid"),
  ],
  css(settings, style) {
    style.responsive("columns", " .elementor-social-icons-wrapper", (value) => {
      const columns = Number(value);
      return columns > 0
        ? { display: "grid", "grid-template-columns": `repeat(${columns}, auto)` }
        : { display: "flex" };
    });
    style.choiceRule("align", " .elementor-social-icons-wrapper", "justify-content", (value) =>
      value === "justify" ? "space-between" : alignFlex(value),
    );
    style.sliderRule("icon_size", "", "--icon-size");
    style.sliderRule("icon_padding", "", "--icon-padding");
    style.sliderRule("icon_spacing", "", "--grid-column-gap");
    style.sliderRule("row_gap", "", "--grid-row-gap");
    style.dimensionsRule("border_radius", ICON, "border-radius");
    if (settings.icon_color === "custom") {
      style.colorRule("icon_primary_color", ICON, "background-color");
      const secondary = style.color("icon_secondary_color");
      if (secondary) style.rule(ICON, { color: secondary, fill: secondary });
    }
    style.colorRule("hover_primary_color", HOVER, "background-color");
    const hoverSecondary = style.color("hover_secondary_color");
    if (hoverSecondary) style.rule(HOVER, { color: hoverSecondary, fill: hoverSecondary });
    for (const item of settings.social_icon_list) {
      if (item.item_icon_color !== "custom" || !item._id) continue;
      const itemIcon = ` .elementor-social-icon.elementor-repeater-item-${item._id}`;
      const primary = item.item_icon_primary_color;
      const secondary = item.item_icon_secondary_color;
      style.rule(itemIcon, {
        "background-color": primary || null,
        color: secondary || null,
        fill: secondary || null,
      });
    }
  },
});
