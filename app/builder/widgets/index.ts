import type { AnyWidgetDefinition } from "../widget.ts";
import button from "./button/widget.ts";
import divider from "./divider/widget.ts";
import ekitNavMenu from "./ekit-nav-menu/widget.ts";
import heading from "./heading/widget.ts";
import html from "./html/widget.tsx";
import icon from "./icon/widget.ts";
import image from "./image/widget.ts";
import spacer from "./spacer/widget.tsx";
import textEditor from "./text-editor/widget.ts";

/**
 * Every widget folder, one line each, keyed by folder name (the registry maps each definition's `types` to it).
 * Adding a widget: create `widgets/<folder>/` and add its line here (see app/builder/README.md).
 */
export const WIDGET_FOLDERS: Readonly<Record<string, AnyWidgetDefinition>> = {
  button,
  divider,
  "ekit-nav-menu": ekitNavMenu,
  heading,
  html,
  icon,
  image,
  spacer,
  "text-editor": textEditor,
};
