import "./content-popup.css";
import {
  ajaxContentUrl,
  CONTENT_FAILED,
  CONTENT_NOT_FOUND,
  type ContentPopupKind,
  inlineTargetId,
} from "./lightbox.rules.ts";

/**
 * Content popups (decision 024): a link marked `mfp-ajax` shows the page its URL returns, fetched with a plain
 * GET (W-POPUP-52); `mfp-inline` shows an element of this page. Both open in a native modal `<dialog>` (focus
 * kept inside, Esc closes, the background click closes, focus returned to the link). Failures say so in the
 * dialog: "The content could not be loaded." linking to the URL (W-POPUP-53), "Content not found" for a missing
 * inline element (W-POPUP-55). Loaded only when a visitor clicks such a link.
 */

/** Elements and attributes fetched markup may not bring in: nothing in it can run. */
const DROPPED_ELEMENTS = "script, noscript, base, meta, title, object, embed, template";
const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i;

function absolute(value: string, base: URL): string {
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

/** The page's content from a fetched HTML page: its `<main>` (Vitrine's and most themes' pages) or its body. */
function contentOf(html: string, url: URL): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const source = parsed.querySelector("main .entry-content") ?? parsed.querySelector("main") ?? parsed.body;
  for (const element of source.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of [source, ...source.querySelectorAll("*")]) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on") || name === "srcdoc") element.removeAttribute(attribute.name);
      else if (["href", "src", "action", "formaction", "xlink:href"].includes(name)) {
        if (UNSAFE_URL.test(attribute.value)) element.removeAttribute(attribute.name);
        // Relative links keep pointing where they pointed on their own page.
        else if (name === "href") element.setAttribute("href", absolute(attribute.value, url));
      }
    }
  }
  const fragment = document.createDocumentFragment();
  fragment.append(...[...source.childNodes].map((node) => document.importNode(node, true)));
  return fragment;
}

function failure(url: string): HTMLElement {
  const message = document.createElement("p");
  message.className = "vitrine-content-popup__error";
  const link = document.createElement("a");
  link.href = url;
  link.textContent = "The content";
  // Magnific's wording, with "The content" as the link: "The content could not be loaded."
  message.append(link, CONTENT_FAILED.replace(/^The content/, ""));
  return message;
}

function notFound(): HTMLElement {
  const message = document.createElement("p");
  message.className = "vitrine-content-popup__error";
  message.textContent = CONTENT_NOT_FOUND;
  return message;
}

interface OpenDialog {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  /** Puts a moved inline element back where it came from. */
  restore: (() => void) | null;
}

let current: OpenDialog | null = null;

function closeCurrent() {
  current?.dialog.close();
}

function createDialog(label: string, returnFocusTo: HTMLElement | null): OpenDialog {
  const dialog = document.createElement("dialog");
  dialog.className = "vitrine-content-popup";
  dialog.setAttribute("aria-label", label);
  const close = document.createElement("button");
  close.type = "button";
  close.className = "vitrine-content-popup__close";
  close.setAttribute("aria-label", "Close (Esc)");
  close.textContent = "×";
  close.addEventListener("click", () => dialog.close());
  const body = document.createElement("div");
  body.className = "vitrine-content-popup__body";
  body.setAttribute("aria-live", "polite");
  dialog.append(close, body);
  const opened: OpenDialog = { dialog, body, restore: null };
  // A click on the backdrop lands on the dialog element itself, outside its box.
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener("close", () => {
    opened.restore?.();
    dialog.remove();
    if (current === opened) current = null;
    document.documentElement.classList.remove("vitrine-content-popup-open");
    if (returnFocusTo?.isConnected) setTimeout(() => returnFocusTo.focus(), 100);
  });
  return opened;
}

async function loadAjax(opened: OpenDialog, link: HTMLAnchorElement) {
  const url = ajaxContentUrl(link.getAttribute("href") ?? "", window.location.href);
  if (!url) {
    opened.body.replaceChildren(failure(link.href));
    return;
  }
  opened.body.setAttribute("aria-busy", "true");
  const loading = document.createElement("p");
  loading.className = "vitrine-content-popup__loading";
  loading.textContent = "Loading…";
  opened.body.replaceChildren(loading);
  try {
    const response = await fetch(url, {
      method: "GET",
      credentials: "same-origin",
      headers: { Accept: "text/html" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const html = await response.text();
    if (current !== opened) return;
    const content = document.createElement("div");
    content.className = "vitrine-content-popup__content";
    content.append(contentOf(html, url));
    opened.body.replaceChildren(content);
  } catch {
    if (current === opened) opened.body.replaceChildren(failure(url.href));
  } finally {
    opened.body.removeAttribute("aria-busy");
  }
}

function showInline(opened: OpenDialog, link: HTMLAnchorElement) {
  const id = inlineTargetId(link.getAttribute("href") ?? "");
  const target = id ? document.getElementById(id) : null;
  if (!target || target.contains(link)) {
    opened.body.replaceChildren(notFound());
    return;
  }
  // Moved in, not copied (ids stay unique), and put back on close, as Magnific does.
  const placeholder = document.createComment("vitrine inline content");
  const hidden = target.classList.contains("mfp-hide");
  target.replaceWith(placeholder);
  target.classList.remove("mfp-hide");
  opened.body.replaceChildren(target);
  opened.restore = () => {
    if (hidden) target.classList.add("mfp-hide");
    placeholder.replaceWith(target);
  };
}

export function openContentPopup(link: HTMLAnchorElement, kind: ContentPopupKind): void {
  closeCurrent();
  const label = link.getAttribute("aria-label") || link.title || link.textContent?.trim() || "Popup content";
  const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : link;
  const opened = createDialog(label, returnFocusTo);
  current = opened;
  document.body.append(opened.dialog);
  if (kind === "inline") showInline(opened, link);
  opened.dialog.showModal();
  document.documentElement.classList.add("vitrine-content-popup-open");
  if (kind === "ajax") void loadAjax(opened, link);
}
