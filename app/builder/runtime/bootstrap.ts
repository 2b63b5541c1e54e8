import { THEME_TEMPLATE_PARAMETER } from "./anchors.ts";

/**
 * The only builder code every page with a document carries: a check of the rendered HTML. The runtime is
 * imported (its own chunk) only when a document asks for it (a browser module or a link action) or the address
 * names a template to scroll to; a page of headings, text and images loads nothing more.
 */
let started: Promise<unknown> | null = null;

export function startBuilderWhenNeeded(win: Window): void {
  if (started) return;
  const needed =
    win.document.querySelector("[data-vitrine-client], [data-vitrine-runtime]") !== null ||
    new URLSearchParams(win.location.search).has(THEME_TEMPLATE_PARAMETER);
  if (!needed) return;
  started = import("./runtime.ts")
    .then((runtime) => runtime.startRuntime(win))
    .catch((error: unknown) => console.error(error));
}
