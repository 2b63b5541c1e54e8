import { alignValue } from "../../render/align.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { textEditorSettings } from "./settings.ts";
import { TextEditor } from "./text-editor.tsx";

export default defineWidget({
  types: ["text-editor"],
  settings: textEditorSettings,
  Component: TextEditor,
  wrapperClasses: (settings) =>
    settings.drop_cap ? ["elementor-drop-cap-yes", "elementor-drop-cap-view-default"] : [],
  css(_settings, style) {
    style.choiceRule("align", "", "text-align", alignValue);
    style.colorRule("text_color", "", "color");
    style.typography("typography", "");
    style.choiceRule("text_columns", " .elementor-widget-container", "columns", (value) =>
      /^\d+$/.test(value) ? value : null,
    );
    style.responsive("column_gap", " .elementor-widget-container", (value) => {
      const length = sliderLength(value);
      return length ? { "column-gap": length } : null;
    });
    style.colorRule(
      "drop_cap_primary_color",
      " .elementor-widget-container > p:first-of-type::first-letter",
      "color",
    );
  },
});
