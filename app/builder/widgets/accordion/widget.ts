import { defineWidget } from "../../widget.ts";
import { Accordion } from "./accordion.tsx";
import { accordionSettings } from "./settings.ts";

export default defineWidget({
  types: ["accordion", "toggle", "nested-accordion", "elementskit-accordion"],
  settings: accordionSettings,
  Component: Accordion,
  client: "accordion",
});
