import type { AnyWidgetDefinition } from "../widget.ts";
import button from "./button/widget.ts";
import divider from "./divider/widget.ts";
import heading from "./heading/widget.ts";
import html from "./html/widget.tsx";
import icon from "./icon/widget.ts";
import image from "./image/widget.ts";
import loopFields from "./loop-fields/widget.ts";
import loopGrid from "./loop-grid/widget.ts";
import posts from "./posts/widget.ts";
import spacer from "./spacer/widget.tsx";
import taxonomyFilter from "./taxonomy-filter/widget.ts";
import textEditor from "./text-editor/widget.ts";

/**
 * Every widget folder, one line each, keyed by folder name (the registry maps each definition's `types` to it).
 * Adding a widget: create `widgets/<folder>/` and add its line here (see app/builder/README.md).
 */
export const WIDGET_FOLDERS: Readonly<Record<string, AnyWidgetDefinition>> = {
  button,
  divider,
  heading,
  html,
  icon,
  image,
  "loop-fields": loopFields,
  "loop-grid": loopGrid,
  posts,
  spacer,
  "taxonomy-filter": taxonomyFilter,
  "text-editor": textEditor,
};
