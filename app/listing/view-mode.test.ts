import { describe, expect, it } from "vitest";
import {
  parseStoredShopView,
  readShopView,
  rememberShopView,
  SHOP_VIEW_STORAGE_KEY,
  shopViewBodyClasses,
} from "./view-mode.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("shop view mode (S-LIST-04)", () => {
  it("parses a stored view, defaulting to grid", () => {
    expect(parseStoredShopView("list")).toBe("list");
    expect(parseStoredShopView("grid")).toBe("grid");
    expect(parseStoredShopView(null)).toBe("grid");
    expect(parseStoredShopView(undefined)).toBe("grid");
    expect(parseStoredShopView("LIST")).toBe("grid");
    expect(parseStoredShopView("table")).toBe("grid");
  });

  it("is remembered under astra-shop-view (S-LIST-04)", () => {
    const storage = memoryStorage();
    expect(readShopView(storage)).toBe("grid");
    rememberShopView(storage, "list");
    expect(storage.values.get(SHOP_VIEW_STORAGE_KEY)).toBe("list");
    expect(SHOP_VIEW_STORAGE_KEY).toBe("astra-shop-view");
    expect(readShopView(storage)).toBe("list");
    expect(readShopView(memoryStorage({ "astra-shop-view": "grid" }))).toBe("grid");
  });

  it("falls back to grid when storage is missing or refuses access", () => {
    expect(readShopView(null)).toBe("grid");
    expect(readShopView(refusing)).toBe("grid");
    expect(() => rememberShopView(refusing, "list")).not.toThrow();
    expect(() => rememberShopView(null, "list")).not.toThrow();
  });

  it("toggles Astra's body classes: one view's class on, the other's off (S-LIST-04)", () => {
    expect(shopViewBodyClasses("grid")).toEqual({ add: "ast-woo-grid-view", remove: ["ast-woo-list-view"] });
    expect(shopViewBodyClasses("list")).toEqual({ add: "ast-woo-list-view", remove: ["ast-woo-grid-view"] });
  });
});
