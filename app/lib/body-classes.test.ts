import { describe, expect, it, vi } from "vitest";
import { composeBodyClass, createBodyClassStore, EMPTY_BODY_CLASSES } from "./body-classes.ts";

describe("body class store", () => {
  it("adds each entry's classes once and takes them back when the entry is cleared", () => {
    const store = createBodyClassStore();
    store.set("break-point", { add: ["ast-header-break-point"] });
    store.set("listing", { add: ["ast-woo-grid-view", "term-mugs"], remove: ["ast-woo-list-view"] });
    store.set("search", { add: ["ast-header-break-point"] });
    expect(store.snapshot()).toEqual({
      add: ["ast-header-break-point", "ast-woo-grid-view", "term-mugs"],
      remove: ["ast-woo-list-view"],
    });
    store.clear("listing");
    expect(store.snapshot()).toEqual({ add: ["ast-header-break-point"], remove: [] });
  });

  it("tells subscribers only when what the body carries changes, with a new snapshot object", () => {
    const store = createBodyClassStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.snapshot()).toBe(EMPTY_BODY_CLASSES);
    store.set("search", { add: ["full-screen"] });
    const first = store.snapshot();
    store.set("search", { add: ["full-screen"] });
    store.set("other", { add: [] });
    store.clear("unknown");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toBe(first);
    store.set("search", { add: [] });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set("search", { add: ["full-screen"] });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ignores empty names (an entry built from an empty list)", () => {
    const store = createBodyClassStore();
    store.set("palette", { add: [""], remove: [""] });
    expect(store.snapshot()).toEqual({ add: [], remove: [] });
  });
});

describe("composeBodyClass", () => {
  it("keeps the page's classes in order, drops removed ones and appends added ones without repeats", () => {
    expect(
      composeBodyClass(["vitrine woocommerce-js", "astra-dark-mode-enable", "woocommerce archive"], {
        add: ["ast-woo-grid-view", "woocommerce"],
        remove: ["astra-dark-mode-enable"],
      }),
    ).toBe("vitrine woocommerce-js woocommerce archive ast-woo-grid-view");
  });

  it("lets an added class win over another entry's removal", () => {
    expect(composeBodyClass(["page"], { add: ["full-screen"], remove: ["full-screen"] })).toBe(
      "page full-screen",
    );
  });

  it("renders the page's classes alone when the store is empty (the server and hydration)", () => {
    expect(composeBodyClass(["vitrine", "", "woocommerce-cart  woocommerce-page"], EMPTY_BODY_CLASSES)).toBe(
      "vitrine woocommerce-cart woocommerce-page",
    );
  });
});
