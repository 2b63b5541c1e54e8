import { GET_REFRESHED_FRAGMENTS_ENDPOINT } from "../../protocol/wc-ajax.ts";
/**
 * The page script for cart areas, installed once per page load. Everything it
 * enhances works without it: list buttons are `?add-to-cart=` links, mini-cart
 * remove buttons are `?remove_item=` links, quantities are plain inputs.
 */

import {
  type AddToCartButtonState,
  BUTTON_STATE_CLASSES,
  nextButtonState,
} from "~/cart/add-to-cart-button.ts";
import {
  addToCartRequest,
  interpretAddToCartReply,
  shouldHandleWithScript,
} from "~/cart/add-to-cart-request.ts";
import { createBlockOverlay } from "~/cart/block-overlay.ts";
import { cartQuantityRequest } from "~/cart/cart-quantity-call.ts";
import { createCartSync } from "~/cart/cart-sync.ts";
import { type CartUpdate, readCartUpdate } from "~/cart/cart-update.ts";
import { interpretRemoveReply, removeFromCartRequest } from "~/cart/mini-cart-remove.ts";
import { createRequestQueue } from "~/cart/request-queue.ts";
import { viewCartLink } from "~/product/single-product-add.ts";
import {
  formatQuantity,
  parseQuantityBounds,
  parseQuantityValue,
  stepQuantity,
} from "~/quantity/quantity.ts";
import { createMiniCartLoading, createQuantityTypingDebouncer } from "~/quantity/quantity-timing.ts";
import type { PageConfig } from "../../protocol/page-config.ts";
import { endpointUrl } from "../../protocol/wc-ajax.ts";
import { applyFragments } from "./fragments.client.ts";

const LIVE_REGION_SELECTOR = "div.widget_shopping_cart_live_region";

export interface CartClient {
  /** Applies a cart-changing reply: fragments, stored hash, events for other scripts. */
  applyUpdate(update: CartUpdate): void;
  refreshFragments(): Promise<void>;
  openDrawer(): void;
  uninstall(): void;
}

function post(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
    body: new URLSearchParams(fields).toString(),
    credentials: "same-origin",
  });
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function setButtonState(button: Element, state: AddToCartButtonState): void {
  for (const classes of Object.values(BUTTON_STATE_CLASSES)) button.classList.remove(...classes);
  button.classList.add(...BUTTON_STATE_CLASSES[state]);
  button.setAttribute("aria-busy", state === "loading" ? "true" : "false");
}

/** Reads the state back from the classes so a second click on the same button continues from there. */
function buttonStateOf(button: Element): AddToCartButtonState {
  if (button.classList.contains("loading")) return "loading";
  if (button.classList.contains("added")) return "added";
  return "idle";
}

export function installCartClient(doc: Document, config: PageConfig): CartClient {
  const win = doc.defaultView ?? window;
  const queue = createRequestQueue();
  const wcAjaxUrl =
    config.addToCart?.wc_ajax_url ?? config.cartFragments?.wc_ajax_url ?? "/?wc-ajax=%%endpoint%%";
  const ajaxUrl = config.astra?.ajax_url ?? config.addToCart?.ajax_url ?? "/wp-admin/admin-ajax.php";
  const hashKey = config.cartFragments?.cart_hash_key ?? "wc_cart_hash";
  const qtyNonce = config.astra?.qtyNonce ?? "";
  // Another tab changed the cart: refresh this tab's cart areas.
  const sync = createCartSync({
    storage: win.localStorage,
    key: hashKey,
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => listener({ key: event.key, newValue: event.newValue });
      win.addEventListener("storage", onStorage);
      return () => win.removeEventListener("storage", onStorage);
    },
    onChange: () => void refreshFragments(),
  });

  const announce = (text: string) => {
    const region = doc.querySelector(LIVE_REGION_SELECTOR);
    if (region) region.textContent = text;
  };

  const applyUpdate = (update: CartUpdate) => {
    applyFragments(doc, update.fragments);
    sync.record(update.cartHash);
    enhanceMiniCartSteppers();
    doc.body.dispatchEvent(new CustomEvent("wc_fragments_refreshed", { bubbles: true }));
  };

  const refreshFragments = async () => {
    const response = await post(endpointUrl(wcAjaxUrl, GET_REFRESHED_FRAGMENTS_ENDPOINT), {});
    const update = readCartUpdate(await jsonOf(response));
    if (update) applyUpdate(update);
  };

  const insertViewCartLink = (button: Element) => {
    if (!config.addToCart || config.addToCart.is_cart === "1") return;
    if (button.nextElementSibling?.classList.contains("added_to_cart")) return;
    const link = viewCartLink(config.addToCart);
    const anchor = doc.createElement("a");
    anchor.href = link.href;
    anchor.textContent = link.text;
    anchor.className = link.classes.join(" ");
    anchor.title = link.text;
    button.after(anchor);
  };

  /** List buttons (S-ATC-01..12): queued, one request at a time, in click order. */
  const onListButtonClick = (event: MouseEvent, button: HTMLElement) => {
    const decision = shouldHandleWithScript({
      classList: [...button.classList],
      dataset: { ...button.dataset },
      disabled: button.classList.contains("disabled") || button.getAttribute("aria-disabled") === "true",
    });
    if (decision === "follow-link") return;
    event.preventDefault();
    if (decision === "ignore") return;
    const request = addToCartRequest(wcAjaxUrl, { ...button.dataset });
    if (!request || !config.addToCart) return;
    const addToCart = config.addToCart;
    setButtonState(button, nextButtonState(buttonStateOf(button), "click"));
    void queue
      .enqueue(async () =>
        interpretAddToCartReply(await jsonOf(await post(request.url, request.fields)), addToCart),
      )
      .catch(() => ({ kind: "failed" as const }))
      .then((outcome) => {
        if (outcome.kind === "redirect") {
          win.location.assign(outcome.url);
          return;
        }
        if (outcome.kind === "failed") {
          setButtonState(button, nextButtonState("loading", "failure"));
          return;
        }
        applyUpdate(outcome);
        setButtonState(button, nextButtonState("loading", "success"));
        insertViewCartLink(button);
        announce(
          `${button.getAttribute("aria-label")?.replace(/^Add /, "") ?? "The product"}: added to your cart.`,
        );
        doc.body.dispatchEvent(new CustomEvent("added_to_cart", { bubbles: true, detail: outcome }));
        if (outcome.redirectTo) win.location.assign(outcome.redirectTo);
      });
  };

  /** Mini-cart remove (S-MINI-02..07): the item is blocked until the reply; failures follow the link. */
  const onRemoveClick = (event: MouseEvent, link: HTMLAnchorElement) => {
    const key = link.dataset.cart_item_key;
    if (!key) return;
    event.preventDefault();
    const item = link.closest("li") ?? link;
    const overlay = createBlockOverlay({
      timers: win,
      render(view) {
        let layer = item.querySelector<HTMLElement>(":scope > .blockUI.blockOverlay");
        if (view.phase === "hidden") {
          layer?.remove();
          item.classList.remove("processing");
          return;
        }
        if (!layer) {
          layer = doc.createElement("div");
          layer.className = "blockUI blockOverlay";
          layer.setAttribute("role", "status");
          layer.textContent = view.message;
          item.classList.add("processing");
          item.append(layer);
          layer.getBoundingClientRect(); // start the fade from 0
        }
        layer.style.background = view.background;
        layer.style.transition = `opacity ${view.transitionMs}ms`;
        layer.style.opacity = String(view.opacity);
      },
    });
    overlay.block();
    const request = removeFromCartRequest(wcAjaxUrl, key);
    post(request.url, request.fields)
      .then(async (response) => interpretRemoveReply(response.ok, await jsonOf(response)))
      .catch(() => ({ kind: "follow-link" as const }))
      .then((outcome) => {
        overlay.unblock();
        if (outcome.kind === "follow-link") {
          win.location.assign(link.href);
          return;
        }
        applyUpdate(outcome);
        doc.body.dispatchEvent(new CustomEvent("removed_from_cart", { bubbles: true }));
      });
  };

  /** Mini-cart quantity steppers (S-MINI-08, S-QTY-10, S-QTY-11). */
  const debouncer = createQuantityTypingDebouncer(win);
  const sendQuantity = (input: HTMLInputElement) => {
    const miniCart = input.closest(".widget_shopping_cart_content");
    const loading = createMiniCartLoading(win, (on) => miniCart?.classList.toggle("ast-loader", on));
    loading.start();
    const request = cartQuantityRequest(ajaxUrl, {
      cartItemKey: input.dataset.cart_item_key ?? "",
      quantity: input.value,
      // The fragment's nonce is current for the session; the page's may predate it.
      qtyNonce: (miniCart instanceof HTMLElement ? miniCart.dataset.qtyNonce : undefined) ?? qtyNonce,
    });
    post(request.url, request.fields)
      .then(() => refreshFragments())
      .then(() => doc.body.dispatchEvent(new CustomEvent("wc_fragment_refresh", { bubbles: true })))
      .finally(() => loading.finish());
  };

  function enhanceMiniCartSteppers() {
    for (const input of doc.querySelectorAll<HTMLInputElement>(".widget_shopping_cart_content input.qty")) {
      input.readOnly = false;
      for (const button of input.parentElement?.querySelectorAll<HTMLButtonElement>(
        "button.minus, button.plus",
      ) ?? []) {
        button.hidden = false;
      }
    }
  }

  const onStepperClick = (button: HTMLButtonElement) => {
    const input = button.parentElement?.querySelector<HTMLInputElement>("input.qty");
    if (!input) return;
    const bounds = parseQuantityBounds({
      min: input.getAttribute("min"),
      max: input.getAttribute("max"),
      step: input.getAttribute("step"),
    });
    // In the cart a line may go down to 0 (which removes it).
    const cartBounds = { ...bounds, min: 0 };
    const next = stepQuantity(
      parseQuantityValue(input.value),
      button.classList.contains("plus") ? "up" : "down",
      cartBounds,
    );
    input.value = formatQuantity(next, bounds.step);
    debouncer.schedule(() => sendQuantity(input));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const listButton = target.closest<HTMLElement>(".add_to_cart_button");
    if (listButton) return onListButtonClick(event, listButton);
    const remove = target.closest<HTMLAnchorElement>(
      ".widget_shopping_cart_content a.remove_from_cart_button",
    );
    if (remove) return onRemoveClick(event, remove);
    const stepper = target.closest<HTMLButtonElement>(
      ".widget_shopping_cart_content .quantity button.minus, .widget_shopping_cart_content .quantity button.plus",
    );
    if (stepper) return onStepperClick(stepper);
    if (target.closest("[data-close-cart-drawer]"))
      doc.querySelector<HTMLDialogElement>("#astra-mobile-cart-drawer")?.close();
  };

  const onInput = (event: Event) => {
    const input = event.target instanceof HTMLInputElement ? event.target : null;
    if (input?.matches(".widget_shopping_cart_content input.qty"))
      debouncer.schedule(() => sendQuantity(input));
  };

  doc.addEventListener("click", onClick);
  doc.addEventListener("input", onInput);
  enhanceMiniCartSteppers();

  return {
    applyUpdate,
    refreshFragments,
    openDrawer() {
      const drawer = doc.querySelector<HTMLDialogElement>("#astra-mobile-cart-drawer");
      if (drawer && !drawer.open) drawer.showModal();
    },
    uninstall() {
      debouncer.cancel();
      doc.removeEventListener("click", onClick);
      doc.removeEventListener("input", onInput);
      sync.stop();
    },
  };
}
