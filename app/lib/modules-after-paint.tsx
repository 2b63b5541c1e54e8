import { HELD_MODULE_PRELOAD_REL, HELD_MODULE_SCRIPT_TYPE } from "../../protocol/after-paint.ts";
import { InlineScript } from "./inline-script.tsx";

/**
 * The page's hydration code is fetched once the page has painted (decision 052). The server writes the module
 * preloads and React Router's inline bootstrap script in an inert form (server/http/inline-styles.ts); this inline
 * script of the layout's `<head>` gives them back their own `rel` and `type`:
 *
 * - once the browser reports the page's first paint (a `paint` performance entry: the frame is on screen, after
 *   `<link rel="expect" blocking="render">` let it go); a browser without paint entries starts in the task after the
 *   first frame (`requestAnimationFrame`, then a timer);
 * - at once in a tab that is not shown (it paints nothing, and a hidden tab runs no frames), and after
 *   `MODULES_AT_THE_LATEST_MS` whatever happens, so that no page waits on a paint that does not come;
 * - never before the document is parsed whole, as the bootstrap script is at the end of the body.
 *
 * A preload link whose `rel` changes is fetched then, `PRELOADS_PER_TASK` links per task (starting a fetch costs the
 * main thread about a millisecond on a slow phone, too much for one task), and all of them before the bootstrap runs,
 * so the module graph is not fetched level by level. The bootstrap becomes a new script element with the same text,
 * allowed by the same nonce, or in a stored page by the same hash. Without script none of this runs, as none of the
 * module code would.
 */
export const MODULES_AT_THE_LATEST_MS = 3000;

/** Preloads given back per task: each `rel` change starts a fetch, and a page has 20–25 of them. */
export const PRELOADS_PER_TASK = 4;

/** The inline script's text (allowed by the response's nonce, or by its hash in a stored page). */
export const modulesAfterPaintScript = `(function(d){var started=false;function run(){var l=d.querySelectorAll('link[rel="${HELD_MODULE_PRELOAD_REL}"]');for(var i=0;i<l.length&&i<${PRELOADS_PER_TASK};i++)l[i].rel="modulepreload";if(l.length>${PRELOADS_PER_TASK}){setTimeout(run,0);return}var s=d.querySelectorAll('script[type="${HELD_MODULE_SCRIPT_TYPE}"]');for(var j=0;j<s.length;j++){var o=s[j],n=d.createElement("script");n.type="module";n.async=true;n.nonce=o.nonce;n.textContent=o.textContent;o.replaceWith(n)}}function start(){if(started)return;started=true;if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",function(){setTimeout(run,0)});else run()}var P=window.PerformanceObserver;if(d.visibilityState==="hidden")start();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(){o.disconnect();start()});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,${MODULES_AT_THE_LATEST_MS})})(document);`;

export function ModulesAfterPaintScript({ nonce }: { nonce: string }) {
  return <InlineScript nonce={nonce} text={import.meta.env.SSR ? modulesAfterPaintScript : ""} />;
}
