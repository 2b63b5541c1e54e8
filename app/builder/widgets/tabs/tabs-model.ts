import type { ElementData } from "../../render/element.ts";
import type { TabsSettings } from "./settings.ts";

/** One tab of any of the three widgets: ids for the tab and its panel, the title, and HTML or a child element. */
export interface TabItem {
  tabId: string;
  panelId: string;
  title: string;
  /** Document HTML for the panel (sanitised when rendered); null when the panel is a child element. */
  html: string | null;
  /** Index into the widget's child elements (nested tabs). */
  child: number | null;
}

export interface TabsModel {
  flavour: "elementor" | "nested" | "elementskit";
  items: TabItem[];
  active: number;
  orientation: "horizontal" | "vertical";
  hashSync: boolean;
  hover: boolean;
}

const token = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "");

export function tabsModel(settings: TabsSettings, element: ElementData): TabsModel {
  const type = element.widgetType ?? "tabs";
  if (type === "elementskit-tab") {
    const items = settings.ekit_tab_items.map((item, index) => {
      const key = `${element.id}-${token(item._id) || index + 1}`;
      return {
        tabId: `ekit-tab-${key}`,
        panelId: `ekit-tab-content-${key}`,
        title: item.ekit_tab_title.trim(),
        html: item.ekit_tab_content,
        child: null,
      };
    });
    const active = settings.ekit_tab_items.findIndex(
      (item) => item.ekit_tab_title_is_active === "yes" || item.ekit_tab_title_is_active === true,
    );
    return {
      flavour: "elementskit",
      items,
      active: Math.max(0, active),
      orientation: settings.ekit_tab_style,
      hashSync:
        settings.ekit_hash_change === "1" ||
        settings.ekit_hash_change === "yes" ||
        settings.ekit_hash_change === true,
      hover: settings.ekit_tab_trigger_type === "mouseenter",
    };
  }
  const nested = type === "nested-tabs";
  const items = settings.tabs.map((item, index) => ({
    tabId: `${nested ? "e-n-tab-title" : "elementor-tab-title"}-${element.id}${index + 1}`,
    panelId: `${nested ? "e-n-tab-content" : "elementor-tab-content"}-${element.id}${index + 1}`,
    title: item.tab_title,
    html: nested ? null : item.tab_content,
    child: nested ? index : null,
  }));
  const vertical = nested
    ? settings.tabs_direction === "inline-start" || settings.tabs_direction === "inline-end"
    : settings.type === "vertical";
  return {
    flavour: nested ? "nested" : "elementor",
    items,
    active: 0,
    orientation: vertical ? "vertical" : "horizontal",
    hashSync: false,
    hover: false,
  };
}
