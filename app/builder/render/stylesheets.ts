import frontendStylesheet from "./frontend.css?url";

/**
 * Static CSS of the builder: its base layout (`frontend.css`, Elementor's grid and containers) on every page with
 * a document, and a widget's own `widgets/<folder>/<folder>.css` only on pages that use the widget.
 */
const widgetStylesheets = import.meta.glob<string>("../widgets/*/*.css", {
  query: "?url",
  import: "default",
  eager: true,
});

/** An element extension's `extensions/<folder>/<folder>.css` (entrance animations), only where an element uses it. */
const extensionStylesheets = import.meta.glob<string>("../extensions/*/*.css", {
  query: "?url",
  import: "default",
  eager: true,
});

export function builderStylesheets(
  folders: readonly string[],
  extensionFolders: readonly string[] = [],
): string[] {
  const urls = [frontendStylesheet];
  for (const folder of [...folders].sort()) {
    const url = widgetStylesheets[`../widgets/${folder}/${folder}.css`];
    if (url !== undefined) urls.push(url);
  }
  for (const folder of [...extensionFolders].sort()) {
    const url = extensionStylesheets[`../extensions/${folder}/${folder}.css`];
    if (url !== undefined) urls.push(url);
  }
  return urls;
}
