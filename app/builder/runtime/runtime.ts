import { isRecord } from "../../../protocol/plain-guards.ts";
import { deviceForWidth } from "../devices.ts";
import { contentPopupKind, opensInLightbox } from "../lightbox/lightbox.rules.ts";
import { anchorTargetId, themeTemplateSelector } from "./anchors.ts";
import { createChunkLoader } from "./chunk-loader.ts";
import { whenImagesLoaded } from "./images-loaded.ts";
import { createLinkActions, LINK_ACTIONS, parseLinkAction, plainAddressOf } from "./link-actions.ts";
import { clientModules } from "./modules.ts";
import type { BuilderRuntime, WidgetModule } from "./types.ts";

/**
 * The builder's browser runtime, loaded only on pages whose documents need it (browser modules, link actions, or
 * `?theme_template_id=`): routes link actions, scrolls to simple-identifier anchors and to the template named in
 * the address, and mounts every element's browser modules through the one chunk loader.
 */
export function createRuntime(win: Window): BuilderRuntime {
  const debug = (message: string) => {
    try {
      if (win.localStorage.getItem("vitrineDebug")) console.debug(`[vitrine builder] ${message}`);
    } catch {
      // Storage can throw (privacy modes): debug output is optional.
    }
  };
  const reducedMotion = () => win.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return {
    linkActions: createLinkActions(debug),
    loader: createChunkLoader(),
    device: () => deviceForWidth(win.innerWidth),
    reducedMotion,
    scrollToElement(element) {
      const top = element.getBoundingClientRect().top + win.scrollY - fixedHeaderOffset(win.document);
      win.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? "auto" : "smooth" });
    },
    imagesLoaded: (element) => whenImagesLoaded(element),
    debug,
  };
}

function followPlainAddress(win: Window, href: string) {
  const address = plainAddressOf(href);
  if (address) win.location.assign(new URL(address, win.location.href).href);
}

/** The class attributes of a link and its ancestors (a widget's `_css_classes` sit on its wrapper). */
function classChain(link: Element): string[] {
  const classes: string[] = [];
  for (let element: Element | null = link; element; element = element.parentElement)
    if (element.classList.length > 0) classes.push(element.className);
  return classes;
}

/** Height of a header fixed at the top (a sticky header), so anchors do not land beneath it. */
function fixedHeaderOffset(doc: Document): number {
  const header = doc.querySelector<HTMLElement>(
    ".uae-sticky--active, .ast-header-sticked, .elementor-sticky--active",
  );
  return header ? header.getBoundingClientRect().height : 0;
}

export function startRuntime(win: Window): BuilderRuntime {
  const doc = win.document;
  const runtime = createRuntime(win);
  runtime.linkActions.register(LINK_ACTIONS.reloadPage, () => win.location.reload());

  doc.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!link) return;
    const href = link.getAttribute("href") ?? "";
    const action = parseLinkAction(href);
    if (action) {
      event.preventDefault();
      // An action nobody handles here (a popup not on this page) follows the address the link carries, if any.
      if (!runtime.linkActions.dispatch(action, link)) followPlainAddress(win, href);
      return;
    }
    const contentKind = contentPopupKind(classChain(link), href);
    if (contentKind) {
      // Ajax and inline content popups (decision 024): their small module loads on the first such click.
      event.preventDefault();
      void import("../lightbox/content-popup.client.ts")
        .then((module) => module.openContentPopup(link as HTMLAnchorElement, contentKind))
        .catch((error: unknown) => {
          console.error(error);
          if (contentKind === "ajax") win.location.assign((link as HTMLAnchorElement).href);
        });
      return;
    }
    if (
      opensInLightbox({
        href,
        openLightbox: link.getAttribute("data-elementor-open-lightbox"),
        download: link.hasAttribute("download"),
      })
    ) {
      // The lightbox (PhotoSwipe) loads only when a visitor opens one (decision 024).
      const lightbox = import("../lightbox/lightbox.client.ts");
      event.preventDefault();
      void lightbox
        .then((module) => module.openLightbox(link as HTMLAnchorElement, runtime.reducedMotion()))
        .catch((error: unknown) => {
          console.error(error);
          win.location.assign((link as HTMLAnchorElement).href);
        });
      return;
    }
    scrollToAnchor(win, runtime, link as HTMLAnchorElement, event);
  });

  const templateSelector = themeTemplateSelector(win.location.search);
  if (templateSelector) {
    const template = doc.querySelector(templateSelector);
    if (template) runtime.scrollToElement(template);
  }
  // `data-vitrine-widgets="mounted"` tells a shop's scripts (and the tests) that every widget's module is live.
  void mountAll(doc, runtime).then(() => {
    doc.documentElement.dataset.vitrineWidgets = "mounted";
  });
  // Like Elementor's `elementorFrontend`: a shop's own scripts may register link actions or load libraries.
  (win as Window & { vitrineBuilder?: BuilderRuntime }).vitrineBuilder = runtime;
  doc.documentElement.dataset.vitrineBuilder = "1";
  return runtime;
}

/** Same-page links to a simple-identifier hash scroll to their target (W-URL-11); other hashes are left alone. */
function scrollToAnchor(win: Window, runtime: BuilderRuntime, link: HTMLAnchorElement, event: MouseEvent) {
  const url = new URL(link.href, win.location.href);
  if (
    url.origin !== win.location.origin ||
    url.pathname !== win.location.pathname ||
    url.search !== win.location.search
  )
    return;
  const id = anchorTargetId(url.hash);
  const target = id ? win.document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  runtime.scrollToElement(target);
  win.history.pushState(null, "", url.hash);
}

/** Mounts each element's modules (`data-vitrine-client`), each module loaded once, one failure not stopping the rest. */
export async function mountAll(
  root: ParentNode,
  runtime: BuilderRuntime,
  modules: Readonly<Record<string, () => Promise<WidgetModule>>> = clientModules,
): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>("[data-vitrine-client]")];
  await Promise.all(
    elements.flatMap((element) =>
      (element.dataset.vitrineClient ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map(async (key) => {
          const importer = modules[key];
          if (!importer) {
            console.error(`Vitrine builder: no browser module ${key}`);
            return;
          }
          try {
            const module = await runtime.loader.load(key, importer);
            module.mount(element, readSettings(element), runtime, readConfig(element)[key]);
          } catch (error) {
            console.error(error);
          }
        }),
    ),
  );
}

/** The browser configurations the server worked out for this element's modules (`data-vitrine-config`). */
function readConfig(element: HTMLElement): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.dataset.vitrineConfig ?? "{}");
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function readSettings(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.dataset.settings ?? "{}");
  } catch {
    return {};
  }
}
