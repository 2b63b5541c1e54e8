/**
 * HTML a widget has already sanitised, placed without a wrapper element (Elementor writes text-editor and HTML
 * widget content straight into `.elementor-widget-container`). React needs an element to hold raw HTML, so it
 * renders this marker, which the renderer removes; the sanitisers never let the marker's name through, so a
 * document cannot forge one.
 */
export const RAW_HTML_TAG = "vitrine-raw";

export function RawHtml({ html }: { html: string }) {
  const Marker = RAW_HTML_TAG as unknown as "div";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass HTML through the document sanitiser
  return <Marker dangerouslySetInnerHTML={{ __html: html }} />;
}

export function unwrapRawHtml(markup: string): string {
  return markup.replaceAll(`<${RAW_HTML_TAG}>`, "").replaceAll(`</${RAW_HTML_TAG}>`, "");
}
