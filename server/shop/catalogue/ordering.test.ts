import { describe, expect, it } from "vitest";
import { parseSettings, settingsSchema } from "../../settings/settings.ts";
import {
  CATALOGUE_ORDER_LABELS,
  CATALOGUE_ORDERS,
  type CatalogueOrder,
  LISTING_ORDER_LABELS,
  parseCatalogueOrder,
  parseSearchOrder,
  SEARCH_ORDERS,
  sortTerms,
} from "./ordering.ts";

describe("catalogue orders", () => {
  it("are the values the settings accept as default sort (S-LIST-05)", () => {
    const defaultOrder: CatalogueOrder = parseSettings({}).catalogue.defaultOrderBy;
    expect(defaultOrder).toBe("menu_order");
    const settingsValues = settingsSchema.shape.catalogue.unwrap().shape.defaultOrderBy.unwrap().options;
    expect([...settingsValues].sort()).toEqual([...CATALOGUE_ORDERS].sort());
  });

  it("carry WooCommerce's labels in select order (S-LIST-03)", () => {
    expect(CATALOGUE_ORDERS.map((order) => CATALOGUE_ORDER_LABELS[order])).toEqual([
      "Default sorting",
      "Sort by popularity",
      "Sort by average rating",
      "Sort by latest",
      "Sort by price: low to high",
      "Sort by price: high to low",
    ]);
  });

  it("parse an orderby from the address, falling back to the shop default for anything else (S-LIST-05)", () => {
    expect(parseCatalogueOrder("price-desc", "menu_order")).toBe("price-desc");
    expect(parseCatalogueOrder("rating", "popularity")).toBe("rating");
    expect(parseCatalogueOrder(undefined, "popularity")).toBe("popularity");
    expect(parseCatalogueOrder("relevance", "date")).toBe("date");
    expect(parseCatalogueOrder(["price"], "menu_order")).toBe("menu_order");
    expect(parseCatalogueOrder("PRICE", "menu_order")).toBe("menu_order");
  });

  it("map each order to its sort keys, WooCommerce's directions included", () => {
    expect(sortTerms("menu_order")).toEqual([
      { key: "menuOrder", direction: "asc" },
      { key: "name", direction: "asc" },
      { key: "id", direction: "asc" },
    ]);
    expect(sortTerms("popularity")).toEqual([
      { key: "totalSales", direction: "desc" },
      { key: "id", direction: "desc" },
    ]);
    expect(sortTerms("rating")).toEqual([
      { key: "averageRating", direction: "desc" },
      { key: "reviewCount", direction: "desc" },
      { key: "id", direction: "desc" },
    ]);
    expect(sortTerms("date")).toEqual([
      { key: "createdAt", direction: "desc" },
      { key: "id", direction: "desc" },
    ]);
    expect(sortTerms("price")).toEqual([
      { key: "minPrice", direction: "asc" },
      { key: "id", direction: "asc" },
    ]);
    expect(sortTerms("price-desc")).toEqual([
      { key: "maxPrice", direction: "desc" },
      { key: "id", direction: "desc" },
    ]);
  });

  it("always end on the product id so pages are stable", () => {
    for (const order of CATALOGUE_ORDERS) {
      const terms = sortTerms(order);
      expect(terms.at(-1)?.key).toBe("id");
      expect(terms.filter((term) => term.key === "id")).toHaveLength(1);
    }
  });
});

describe("search result orders", () => {
  it("put WooCommerce's Relevance first, then the catalogue orders", () => {
    expect(SEARCH_ORDERS.map((order) => LISTING_ORDER_LABELS[order])).toEqual([
      "Relevance",
      ...CATALOGUE_ORDERS.map((order) => CATALOGUE_ORDER_LABELS[order]),
    ]);
  });

  it("default to relevance, and take any catalogue order from the address", () => {
    expect(parseSearchOrder(undefined)).toBe("relevance");
    expect(parseSearchOrder("relevance")).toBe("relevance");
    expect(parseSearchOrder("price-desc")).toBe("price-desc");
    expect(parseSearchOrder("menu_order")).toBe("menu_order");
    expect(parseSearchOrder("RELEVANCE")).toBe("relevance");
    expect(parseSearchOrder(["price"])).toBe("relevance");
  });
});
