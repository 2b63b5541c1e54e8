import type { ProductQuery } from "../../../server/shop/catalogue/product-query.ts";
import type { ProductCardView, ProductDetailView } from "../../../server/shop/catalogue/views.ts";
import type { ProductReviewView } from "../../../server/shop/reviews/review-rules.ts";
import type { CatalogueLoadServices } from "../widget.ts";

/** A small catalogue for widget tests: a featured mug, a lamp on sale, a variable tee and a hidden gift wrap. */
const card = (overrides: Partial<ProductCardView> & Pick<ProductCardView, "id" | "slug" | "name">) =>
  ({
    type: "simple",
    sku: null,
    image: { src: `/media/${overrides.id}/photo.jpg`, alt: "", width: 600, height: 600 },
    price: { min: 1800, max: 1800, regular: null, onSale: false },
    stockStatus: "instock",
    averageRating: 0,
    reviewCount: 0,
    featured: false,
    externalUrl: null,
    buttonText: null,
    minQuantity: 1,
    ...overrides,
  }) satisfies ProductCardView;

export const TEST_PRODUCTS: (ProductCardView & { categories: string[] })[] = [
  {
    ...card({
      id: 127,
      slug: "speckled-mug",
      name: "Speckled Stoneware Mug",
      sku: "VT-MUG-01",
      featured: true,
      averageRating: 4.5,
      reviewCount: 2,
    }),
    categories: ["kitchen"],
  },
  {
    ...card({
      id: 139,
      slug: "mushroom-lamp",
      name: "Mushroom Table Lamp",
      sku: "VT-LAMP-01",
      price: { min: 6320, max: 6320, regular: 7900, onSale: true },
    }),
    categories: ["lighting"],
  },
  {
    ...card({
      id: 101,
      slug: "classic-tee",
      name: "Classic Tee",
      sku: "VT-TEE",
      type: "variable",
      price: { min: 2500, max: 2800, regular: null, onSale: false },
    }),
    categories: ["t-shirts"],
  },
];

export const TEST_CURRENCY = {
  code: "EUR",
  symbol: "€",
  position: "left",
  decimals: 2,
  thousandSeparator: ",",
  decimalSeparator: ".",
} as const;

function detail(product: ProductCardView): ProductDetailView {
  return {
    ...product,
    shortDescription: `<p>About the ${product.name.toLowerCase()}.</p>`,
    description: "",
    images: product.image ? [product.image] : [],
    categories: [],
    tags: [],
    attributes: [],
    variations: [],
    groupedChildren: [],
    upsells: [],
    manageStock: false,
    stockQuantity: null,
    backorders: "no",
    soldIndividually: false,
    quantity: { min: 1, max: null, step: 1 },
    weightKg: null,
    dimensionsCm: { length: null, width: null, height: null },
    reviewsAllowed: true,
  };
}

/** Approved reviews by product id, newest first: the mug has two. */
export const TEST_REVIEWS: Record<number, ProductReviewView[]> = {
  127: [
    {
      id: 901,
      author: "Ines Okafor",
      rating: 5,
      content: "Holds heat well and the speckled glaze looks even better in person than in the photographs.",
      verified: true,
      date: "2026-10-02T09:30:00.000Z",
    },
    {
      id: 900,
      author: "Tom Reyes",
      rating: 4,
      content: "A good weight in the hand.",
      verified: false,
      date: "2026-09-14T18:05:00.000Z",
    },
  ],
};

/** The catalogue over TEST_PRODUCTS, recording each query so tests can check what a widget asked for. */
export function testCatalogue(queries: ProductQuery[] = []): CatalogueLoadServices {
  return {
    async products(query) {
      queries.push(query);
      const matches = TEST_PRODUCTS.filter(
        (product) =>
          (!query.ids?.length && !query.skus?.length
            ? true
            : (query.ids ?? []).includes(product.id) || (query.skus ?? []).includes(product.sku ?? "")) &&
          (!query.categories || query.categories.some((ref) => product.categories.includes(String(ref)))) &&
          (query.only !== "featured" || product.featured) &&
          (query.only !== "on_sale" || product.price?.onSale === true),
      );
      return matches.slice(0, query.limit).map(({ categories: _categories, ...product }) => product);
    },
    async product(ref) {
      const found = TEST_PRODUCTS.find((product) =>
        ref.id !== undefined ? product.id === ref.id : product.sku === ref.sku,
      );
      if (!found) return null;
      const { categories: _categories, ...product } = found;
      return detail(product);
    },
    currency: () => ({ ...TEST_CURRENCY }),
    async reviews(productId, limit) {
      return (TEST_REVIEWS[productId] ?? []).slice(0, limit);
    },
  };
}
