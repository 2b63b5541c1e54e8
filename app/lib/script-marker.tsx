import { InlineScript } from "./inline-script.tsx";

/**
 * Whether the browser runs script, known before the first paint: an inline script in `<head>` puts this class
 * on `<html>` before the body is parsed. Styles use it so that the first paint already has the layout the page
 * will have once it hydrates (CLS 0): parts that need script (`vitrine-script-only`) are rendered by the server
 * and shown from the start, their no-script counterparts (`vitrine-no-script-only`: form rows, update buttons)
 * hidden; without script it never comes and the page keeps its no-script layout (app/theme/site.css).
 *
 * Should the page's modules never arrive (a failed download, a script blocker that lets inline script run), the
 * scripted parts would stay disabled: the inline script takes the marker away again after
 * `HYDRATION_GRACE_MS` unless the page has hydrated by then, so the no-script forms come back.
 *
 * React renders no class on `<html>`, so it never takes the marker away.
 */
export const SCRIPTED_CLASS = "vitrine-js";
/**
 * Set on `<html>` once React has hydrated the page. Not `data-vitrine-live`, which comes later, once the page
 * script chunk runs (app/theme/page-script.client.ts): the scripted controls work from hydration on, so a page
 * whose page script failed must keep its scripted layout.
 */
export const HYDRATED_ATTRIBUTE = "data-vitrine-hydrated";
/** How long a page may take to hydrate before its no-script forms are shown again. */
export const HYDRATION_GRACE_MS = 20_000;

/** The inline script's text (allowed by the response's nonce, or by its hash in a stored page). */
export const scriptMarkerScript = `(function(h){h.classList.add(${JSON.stringify(SCRIPTED_CLASS)});setTimeout(function(){if(!h.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)}))h.classList.remove(${JSON.stringify(SCRIPTED_CLASS)})},${HYDRATION_GRACE_MS})})(document.documentElement);`;

export function ScriptMarkerScript({ nonce }: { nonce: string }) {
  return <InlineScript nonce={nonce} text={import.meta.env.SSR ? scriptMarkerScript : ""} />;
}

/** After hydration: the marker (even if its inline script did not run, or gave up waiting) and the hydrated flag. */
export function markScripted(doc: Document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  doc.documentElement.classList.add(SCRIPTED_CLASS);
}
