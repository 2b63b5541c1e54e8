/**
 * Whether the browser runs script, known before the first paint: an inline script in `<head>` puts this class
 * on `<html>` before the body is parsed. Styles use it so that the first paint already has the layout the page
 * will have once it hydrates (CLS 0): parts that need script (`vitrine-script-only`) are rendered by the server
 * and shown from the start, their no-script counterparts (`vitrine-no-script-only`: form rows, update buttons)
 * hidden; without script it never comes and the page keeps its no-script layout (app/theme/site.css).
 *
 * React renders no class on `<html>`, so it never takes the marker away.
 */
export const SCRIPTED_CLASS = "vitrine-js";

/** The inline script's text (allowed by the response's nonce, or by its hash in a stored page). */
export const scriptMarkerScript = `document.documentElement.classList.add(${JSON.stringify(SCRIPTED_CLASS)});`;

export function ScriptMarkerScript({ nonce }: { nonce: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptMarkerScript }} />;
}

/** After hydration: the marker even if its inline script did not run, so the scripted parts are never hidden. */
export function markScripted(doc: Document): void {
  doc.documentElement.classList.add(SCRIPTED_CLASS);
}
