import type { z } from "zod";
import { RawHtml } from "../../render/raw-html.tsx";
import { defineWidget, type WidgetProps } from "../../widget.ts";
import { htmlSettings } from "./settings.ts";

/**
 * The HTML widget keeps its markup and allowlisted embeds (the embed policy of decision 019); `<script>`, event
 * attributes, forms posting elsewhere and script URLs are removed, so nothing from the document ever runs.
 */
function Html({ settings, context }: WidgetProps<z.output<typeof htmlSettings>, undefined>) {
  return <RawHtml html={context.sanitize.html(settings.html)} />;
}

export default defineWidget({
  types: ["html"],
  settings: htmlSettings,
  Component: Html,
});
