import { defineWidget } from "../../widget.ts";
import { tabsSettings } from "./settings.ts";
import { Tabs } from "./tabs.tsx";

export default defineWidget({
  types: ["tabs", "nested-tabs", "elementskit-tab"],
  settings: tabsSettings,
  Component: Tabs,
  wrapperClasses: (settings) => [`elementor-tabs-view-${settings.type}`],
  client: "tabs",
});
