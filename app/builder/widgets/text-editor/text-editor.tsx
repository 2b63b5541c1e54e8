import type { z } from "zod";
import { RawHtml } from "../../render/raw-html.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { textEditorSettings } from "./settings.ts";

/** The editor's HTML straight inside the widget container, as Elementor writes it, after the rich-text policy. */
export function TextEditor({
  settings,
  context,
}: WidgetProps<z.output<typeof textEditorSettings>, undefined>) {
  return <RawHtml html={context.sanitize.html(settings.editor)} />;
}
