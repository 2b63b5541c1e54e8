import type { PriceDisplay } from "./pricing.ts";

/** Shapes the pages render. Plain data: they cross the loader boundary to the browser. */

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type ProductType = "simple" | "variable" | "variation" | "grouped" | "external";
export type StockStatus = "instock" | "outofstock" | "onbackorder";

export interface ProductCardView {
  id: number;
  slug: string;
  name: string;
  type: ProductType;
  sku: string | null;
  image: ImageView | null;
  price: PriceDisplay | null;
  stockStatus: StockStatus;
  averageRating: number;
  reviewCount: number;
  featured: boolean;
  externalUrl: string | null;
  buttonText: string | null;
  /** The smallest quantity one add to cart may carry (1 unless the product sets a minimum). */
  minQuantity: number;
}

/** A product category or tag, as its archive page shows it. */
export interface ProductTermView {
  id: number;
  name: string;
  slug: string;
  /** Staff-written HTML; sanitise before rendering. */
  description: string;
}

export interface ProductCategoryArchiveView extends ProductTermView {
  /** Slugs from the top-level ancestor down to this category: its canonical address. */
  path: string[];
}

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
}

export interface ProductAttributeView {
  name: string;
  options: string[];
  visible: boolean;
  usedForVariations: boolean;
  defaultOption: string | null;
}

export interface VariationView {
  id: number;
  sku: string | null;
  attributes: Record<string, string>;
  price: PriceDisplay | null;
  salePercentage: number | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  image: ImageView | null;
}

export interface ProductDetailView extends ProductCardView {
  shortDescription: string;
  description: string;
  images: ImageView[];
  categories: CategoryView[];
  tags: { name: string; slug: string }[];
  attributes: ProductAttributeView[];
  variations: VariationView[];
  groupedChildren: ProductCardView[];
  upsells: ProductCardView[];
  manageStock: boolean;
  stockQuantity: number | null;
  backorders: "no" | "notify" | "yes";
  soldIndividually: boolean;
  quantity: { min: number; max: number | null; step: number };
  weightKg: string | null;
  dimensionsCm: { length: string | null; width: string | null; height: string | null };
  reviewsAllowed: boolean;
}

export interface ProductPage<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}
