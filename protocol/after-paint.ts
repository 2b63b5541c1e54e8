/**
 * Hydration code loads after the first paint (decision 052). The server's HTML pass writes the page's module
 * preloads and its inline module script (React Router's bootstrap) in an inert form, which the browser neither
 * fetches nor runs; a small inline script of the layout (app/lib/modules-after-paint.tsx) turns them back into
 * what they were once the page has painted. Both sides read these names from here.
 */

/** `rel` of a module preload held back until after the first paint (a `rel` the browser does not know). */
export const HELD_MODULE_PRELOAD_REL = "vitrine-modulepreload";

/** `type` of an inline module script held back until after the first paint (a type the browser does not run). */
export const HELD_MODULE_SCRIPT_TYPE = "text/vitrine-module";
