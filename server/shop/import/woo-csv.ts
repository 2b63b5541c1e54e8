import { TZDate } from "@date-fns/tz";
import { CsvError, parse } from "csv-parse/sync";
import slugify from "slugify";
import { z } from "zod";
import { parseDecimalToMinor } from "../../../app/lib/money.ts";

/**
 * Reads the CSV that WooCommerce's product exporter writes (Products → Export)
 * into a validated import plan. Pure: no database, no files. Everything that
 * can be checked without the shop's data is checked here, and every problem is
 * reported with the physical line its row starts on (the header is line 1), so
 * a shop owner can fix the whole file in one go.
 *
 * References between products (Parent, Grouped products, Upsells, Cross-sells)
 * stay unresolved `id:N` / SKU references; the importer resolves them against
 * the file first and then against the shop.
 */

export const PRODUCT_TYPES = ["simple", "variable", "variation", "grouped", "external"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Extra words WooCommerce writes after the type, as in `simple, virtual`. */
const TYPE_FLAGS = ["virtual", "downloadable"] as const;

export interface ImportProblem {
  /** Physical line of the file where the row starts; the header is line 1. */
  line: number;
  message: string;
}

/** `id:N` points at a product by its (WooCommerce) ID, anything else is a SKU. */
export type ProductReference = { text: string } & ({ kind: "id"; id: number } | { kind: "sku"; sku: string });

export type ProductStatus = "publish" | "draft" | "private";
export type CatalogVisibility = "visible" | "catalog" | "search" | "hidden";
export type StockStatus = "instock" | "outofstock" | "onbackorder";
export type Backorders = "no" | "notify" | "yes";
export type TaxStatus = "taxable" | "shipping" | "none";

/** The product's own columns. In a plan a key is present only when the file has the column(s) it comes from,
 * so that re-importing a file with fewer columns leaves the other values of a product alone. */
export interface ProductFields {
  sku: string | null;
  status: ProductStatus;
  featured: boolean;
  catalogVisibility: CatalogVisibility;
  shortDescription: string;
  description: string;
  /** Minor units of the shop currency. */
  regularPrice: number | null;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  taxStatus: TaxStatus;
  taxClass: string;
  stockStatus: StockStatus;
  manageStock: boolean;
  stockQuantity: number | null;
  lowStockAmount: number | null;
  backorders: Backorders;
  soldIndividually: boolean;
  /** From the type column's extra words (`simple, virtual, downloadable`). */
  virtual: boolean;
  downloadable: boolean;
  /** Plain decimal strings such as "0.25". */
  weightKg: string | null;
  lengthCm: string | null;
  widthCm: string | null;
  heightCm: string | null;
  reviewsAllowed: boolean;
  purchaseNote: string;
  shippingClass: string;
  externalUrl: string | null;
  buttonText: string | null;
  menuOrder: number;
  quantityMin: number | null;
  quantityMax: number | null;
  quantityStep: number | null;
  /** Decimal string with two places, 0.00–5.00. */
  averageRating: string;
  reviewCount: number;
  totalSales: number;
}

/** An attribute as declared on a simple, variable, grouped or external product. */
export interface PlannedAttribute {
  name: string;
  options: string[];
  visible: boolean;
  /** Global attributes are shared taxonomies (filterable); local ones live on the product only. */
  global: boolean;
  defaultOption: string | null;
}

/** A variation's choice for one of its parent's attributes; "" means any option. */
export interface VariationChoice {
  name: string;
  option: string;
}

export interface PlannedProduct {
  line: number;
  /** The ID column: kept as the product's id when the product is created. */
  csvId: number | null;
  type: ProductType;
  /** Null when the file has no Name column (the row can only update a product), or for a variation without a
   * name (the importer names it after its parent). */
  name: string | null;
  fields: Partial<ProductFields>;
  /** Required for variations, ignored for other types. */
  parent: ProductReference | null;
  /** Each entry is a hierarchy path, top level first: `Home > Kitchen` → ["Home", "Kitchen"].
   * Undefined when the file has no such column (the product's current values are kept). */
  categories?: string[][];
  tags?: string[];
  /** Image URLs or local paths; the first is the main image. */
  images?: string[];
  /** Declared attributes (not on variations). */
  attributes?: PlannedAttribute[];
  /** The variation's attribute choices (variations only). */
  variationChoices?: VariationChoice[];
  groupedProducts?: ProductReference[];
  upsells?: ProductReference[];
  crossSells?: ProductReference[];
}

/** What identifies a row of the file, whether or not the row is valid; references are resolved against these. */
export interface FileRow {
  line: number;
  csvId: number | null;
  sku: string | null;
  type: ProductType | null;
}

export interface ImportPlan {
  /** Valid rows, in file order. */
  products: PlannedProduct[];
  /** Every data row, valid or not. */
  rows: FileRow[];
}

export interface ParseOptions {
  /** Decimal places of the shop currency (prices become integer minor units). */
  decimals: number;
  /** IANA time zone sale dates are read in. */
  timeZone: string;
}

export interface ParseResult {
  plan: ImportPlan;
  problems: ImportProblem[];
}

/** Header label of every known column, by the key used in this module. */
const COLUMNS = {
  id: "ID",
  type: "Type",
  sku: "SKU",
  name: "Name",
  published: "Published",
  featured: "Is featured?",
  visibility: "Visibility in catalog",
  shortDescription: "Short description",
  description: "Description",
  saleStarts: "Date sale price starts",
  saleEnds: "Date sale price ends",
  taxStatus: "Tax status",
  taxClass: "Tax class",
  inStock: "In stock?",
  stock: "Stock",
  lowStock: "Low stock amount",
  backorders: "Backorders allowed?",
  soldIndividually: "Sold individually?",
  weight: "Weight (kg)",
  length: "Length (cm)",
  width: "Width (cm)",
  height: "Height (cm)",
  reviewsAllowed: "Allow customer reviews?",
  purchaseNote: "Purchase note",
  salePrice: "Sale price",
  regularPrice: "Regular price",
  categories: "Categories",
  tags: "Tags",
  shippingClass: "Shipping class",
  images: "Images",
  parent: "Parent",
  groupedProducts: "Grouped products",
  upsells: "Upsells",
  crossSells: "Cross-sells",
  externalUrl: "External URL",
  buttonText: "Button text",
  position: "Position",
  quantityMin: "Meta: minimum_allowed_quantity",
  quantityMax: "Meta: maximum_allowed_quantity",
  quantityStep: "Meta: group_of_quantity",
  averageRating: "Meta: _wc_average_rating",
  reviewCount: "Meta: _wc_review_count",
  totalSales: "Meta: total_sales",
} as const;

type ColumnKey = keyof typeof COLUMNS;
type RowCells = Partial<Record<ColumnKey, string>>;

const COLUMN_BY_HEADER = new Map<string, ColumnKey>(
  Object.entries(COLUMNS).map(([key, label]) => [normaliseHeader(label), key as ColumnKey]),
);

const ATTRIBUTE_HEADER = /^attribute (\d+) (name|value\(s\)|visible|global|default)$/;
type AttributePart = "name" | "values" | "visible" | "global" | "default";

interface AttributeCells {
  index: number;
  name?: string;
  values?: string;
  visible?: string;
  global?: string;
  default?: string;
}

/** Parses and validates a WooCommerce product export. Never throws on bad content: problems are returned. */
export function parseWooCsv(text: string, options: ParseOptions): ParseResult {
  const problems: ImportProblem[] = [];
  const plan: ImportPlan = { products: [], rows: [] };

  const records = readRecords(text, problems);
  if (problems.length > 0) return { plan, problems };
  const [header, ...dataRecords] = records;
  if (!header) {
    problems.push({ line: 1, message: "The file is empty: it needs a header row and at least one product" });
    return { plan, problems };
  }

  const layout = readHeader(header.cells, problems);
  if (!layout) return { plan, problems };
  const schema = rowSchema(options);

  for (const record of dataRecords) {
    if (record.cells.every((cell) => cell.trim() === "")) continue;
    if (record.cells.length !== header.cells.length) {
      problems.push({
        line: record.line,
        message: `The row has ${record.cells.length} fields but the header has ${header.cells.length}`,
      });
      continue;
    }
    const { row, product, rowProblems } = readRow(
      record.line,
      record.cells.map(unescapeCell),
      layout,
      schema,
    );
    plan.rows.push(row);
    if (product) plan.products.push(product);
    problems.push(...rowProblems.map((message) => ({ line: record.line, message })));
  }

  if (plan.rows.length === 0 && problems.length === 0) {
    problems.push({ line: 1, message: "The file has no product rows" });
  }
  problems.push(...checkAcrossRows(plan));
  problems.sort((a, b) => a.line - b.line);
  return { plan, problems };
}

// ---------------------------------------------------------------------------
// CSV records and line numbers

interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Splits the text into records, each with the physical line it starts on.
 * csv-parse reports how many bytes it had consumed after each record, so a
 * record starts where the previous one ended (after any blank lines).
 */
function readRecords(text: string, problems: ImportProblem[]): CsvRecord[] {
  const buffer = Buffer.from(text.replace(/\r\n?/g, "\n"), "utf8");
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    // With `info`, each record comes as { record, info }; the library's typings do not model that option.
    parsed = parse(buffer, {
      columns: false,
      bom: true,
      info: true,
      // Ragged rows are reported below, each with its line, rather than stopping at the first one.
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === "number" ? error.lines : 1;
    problems.push({ line, message: `The file is not valid CSV: ${(error as Error).message}` });
    return [];
  }

  const lineStarts = lineStartOffsets(buffer);
  let offset = 0;
  return parsed.map(({ record, info }) => {
    let start = offset;
    while (buffer[start] === 0x0a) start++; // skipped blank lines
    offset = info.bytes;
    return { line: lineOfOffset(lineStarts, start), cells: record };
  });
}

function lineStartOffsets(buffer: Buffer): number[] {
  const starts = [0];
  for (let index = 0; index < buffer.length; index++) if (buffer[index] === 0x0a) starts.push(index + 1);
  return starts;
}

function lineOfOffset(lineStarts: number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** WooCommerce prefixes cells starting with = + - @ (or a tab / carriage return) with a quote against spreadsheet
 * formula injection: `'-1`. The quote is not part of the value. */
function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

// ---------------------------------------------------------------------------
// Header

interface Layout {
  columns: Map<ColumnKey, number>;
  attributes: Map<number, Partial<Record<AttributePart, number>>>;
}

function normaliseHeader(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

function readHeader(cells: string[], problems: ImportProblem[]): Layout | null {
  const layout: Layout = { columns: new Map(), attributes: new Map() };
  const seen = new Set<string>();
  cells.forEach((cell, position) => {
    const label = normaliseHeader(cell);
    if (label === "") return;
    if (seen.has(label)) {
      problems.push({ line: 1, message: `Column "${cell.trim()}" appears more than once in the header` });
      return;
    }
    seen.add(label);
    const key = COLUMN_BY_HEADER.get(label);
    if (key) {
      layout.columns.set(key, position);
      return;
    }
    const attribute = ATTRIBUTE_HEADER.exec(label);
    if (attribute) {
      const index = Number(attribute[1]);
      const part: AttributePart = attribute[2] === "value(s)" ? "values" : (attribute[2] as AttributePart);
      layout.attributes.set(index, { ...layout.attributes.get(index), [part]: position });
    }
    // Any other column (downloads, GTIN, brands, other plugins' meta…) is ignored.
  });
  if (!layout.columns.has("type")) {
    problems.push({ line: 1, message: `The header has no "Type" column` });
    return null;
  }
  return layout;
}

// ---------------------------------------------------------------------------
// One row

interface RowResult {
  row: FileRow;
  product: PlannedProduct | null;
  rowProblems: string[];
}

function readRow(line: number, cells: string[], layout: Layout, schema: RowSchema): RowResult {
  const raw: RowCells = {};
  for (const [key, position] of layout.columns) raw[key] = (cells[position] ?? "").trim();
  const rowProblems: string[] = [];

  const typeResult = typeCell.safeParse(raw.type ?? "");
  const type = typeResult.success ? typeResult.data : null;
  if (!typeResult.success) rowProblems.push(...typeResult.error.issues.map((issue) => issue.message));

  const id = positiveIdOrNull(raw.id ?? "");
  const row: FileRow = { line, csvId: "value" in id ? id.value : null, sku: raw.sku || null, type };

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    // In the order of the file's columns, as the owner reads the row.
    const position = (issue: z.core.$ZodIssue) => layout.columns.get(issue.path[0] as ColumnKey) ?? 0;
    const issues = [...parsed.error.issues].sort((a, b) => position(a) - position(b));
    rowProblems.push(...issues.map((issue) => issue.message));
  }

  const attributes = readAttributes(cells, layout, type, rowProblems);
  if (!parsed.success || !type || rowProblems.length > 0) return { row, product: null, rowProblems };

  const values = parsed.data;
  rowProblems.push(...checkRow(values, raw, type));
  if (rowProblems.length > 0) return { row, product: null, rowProblems };

  const product: PlannedProduct = {
    line,
    csvId: values.id ?? null,
    type,
    name: values.name || null,
    fields: { ...productFields(values), ...typeFlags(raw.type ?? "") },
    parent: type === "variation" ? (values.parent ?? null) : null,
  };
  if (values.categories !== undefined) product.categories = values.categories;
  if (values.tags !== undefined) product.tags = values.tags;
  if (values.images !== undefined) product.images = values.images;
  if (values.groupedProducts !== undefined) product.groupedProducts = values.groupedProducts;
  if (values.upsells !== undefined) product.upsells = values.upsells;
  if (values.crossSells !== undefined) product.crossSells = values.crossSells;
  if (attributes && type === "variation") product.variationChoices = attributes.choices;
  else if (attributes) product.attributes = attributes.declared;
  return { row, product, rowProblems };
}

type RowSchema = ReturnType<typeof rowSchema>;
type RowValues = z.infer<RowSchema>;

/** Maps parsed cells onto product columns; a column the file lacks sets nothing. */
function productFields(values: RowValues): Partial<ProductFields> {
  const fields: Partial<ProductFields> = {};
  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K] | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  set("sku", values.sku);
  set("status", values.published);
  set("featured", values.featured);
  set("catalogVisibility", values.visibility);
  set("shortDescription", values.shortDescription);
  set("description", values.description);
  set("regularPrice", values.regularPrice);
  set("salePrice", values.salePrice);
  set("saleStartsAt", values.saleStarts);
  set("saleEndsAt", values.saleEnds);
  set("taxStatus", values.taxStatus);
  set("taxClass", values.taxClass);
  set("stockStatus", values.inStock);
  set("manageStock", values.stock?.manage);
  set("stockQuantity", values.stock?.quantity);
  set("lowStockAmount", values.lowStock);
  set("backorders", values.backorders);
  set("soldIndividually", values.soldIndividually);
  set("weightKg", values.weight);
  set("lengthCm", values.length);
  set("widthCm", values.width);
  set("heightCm", values.height);
  set("reviewsAllowed", values.reviewsAllowed);
  set("purchaseNote", values.purchaseNote);
  set("shippingClass", values.shippingClass);
  set("externalUrl", values.externalUrl);
  set("buttonText", values.buttonText);
  set("menuOrder", values.position);
  set("quantityMin", values.quantityMin);
  set("quantityMax", values.quantityMax);
  set("quantityStep", values.quantityStep);
  set("averageRating", values.averageRating);
  set("reviewCount", values.reviewCount);
  set("totalSales", values.totalSales);
  return fields;
}

/** Checks between the columns of one row. */
function checkRow(values: RowValues, raw: RowCells, type: ProductType): string[] {
  const messages: string[] = [];
  // Without a Name column a row can only update a product; the importer checks that.
  if (type !== "variation" && values.name === "") messages.push("Name is required");
  if (type === "variation" && !values.parent) messages.push("Parent is required for a variation");

  const { regularPrice, salePrice } = values;
  if (salePrice != null && regularPrice == null) {
    messages.push(`Sale price "${raw.salePrice}" needs a Regular price`);
  } else if (salePrice != null && regularPrice != null && salePrice >= regularPrice) {
    messages.push(`Sale price "${raw.salePrice}" must be lower than Regular price "${raw.regularPrice}"`);
  }
  if (values.saleStarts && values.saleEnds && values.saleEnds < values.saleStarts) {
    messages.push(
      `${COLUMNS.saleEnds} "${raw.saleEnds}" is before ${COLUMNS.saleStarts} "${raw.saleStarts}"`,
    );
  }
  if (values.quantityMin != null && values.quantityMax != null && values.quantityMin > values.quantityMax) {
    messages.push(
      `${COLUMNS.quantityMin} "${raw.quantityMin}" is greater than ${COLUMNS.quantityMax} "${raw.quantityMax}"`,
    );
  }
  return messages;
}

// ---------------------------------------------------------------------------
// Cell conversions (Zod transforms whose messages name the column and the value)

type Conversion<T> = { value: T } | { problem: string };

function column<T>(key: ColumnKey, convert: (text: string) => Conversion<T>) {
  return z.string().transform((text, context): T => {
    const result = convert(text);
    if ("value" in result) return result.value;
    context.addIssue({ code: "custom", message: `${COLUMNS[key]} "${text}" ${result.problem}` });
    return z.NEVER;
  });
}

const ok = <T>(value: T): Conversion<T> => ({ value });
const problem = (text: string): Conversion<never> => ({ problem: text });

function typeFlags(text: string): Pick<ProductFields, "virtual" | "downloadable"> {
  const words = text.split(",").map((word) => word.trim().toLowerCase());
  return { virtual: words.includes("virtual"), downloadable: words.includes("downloadable") };
}

const typeCell = z.string().transform((text, context): ProductType => {
  const words = text
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
  const types = words.filter((word): word is ProductType =>
    (PRODUCT_TYPES as readonly string[]).includes(word),
  );
  const unknown = words.filter(
    (word) => !types.includes(word as ProductType) && !(TYPE_FLAGS as readonly string[]).includes(word),
  );
  const [type] = types;
  if (text.trim() === "") {
    context.addIssue({ code: "custom", message: "Type is required" });
  } else if (types.length !== 1 || !type || unknown.length > 0) {
    context.addIssue({ code: "custom", message: `Type "${text}" is not one of ${PRODUCT_TYPES.join(", ")}` });
  } else {
    return type;
  }
  return z.NEVER;
});

function positiveIdOrNull(text: string): Conversion<number | null> {
  if (text === "") return ok(null);
  return /^\d+$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647
    ? ok(Number(text))
    : problem("is not a positive whole number");
}

function textValue(text: string): Conversion<string> {
  return ok(text);
}

function textOrNull(text: string): Conversion<string | null> {
  return ok(text === "" ? null : text);
}

/** WooCommerce writes line breaks in long texts as the two characters `\n` (and a literal `\n` as `\\n`). */
function multiLineText(text: string): Conversion<string> {
  return ok(text.replace(/\\\\n|\\n/g, (sequence) => (sequence.length === 3 ? "\\n" : "\n")));
}

function booleanOr(fallback: boolean) {
  return (text: string): Conversion<boolean> => {
    const value = text.toLowerCase();
    if (value === "") return ok(fallback);
    if (["1", "yes", "true"].includes(value)) return ok(true);
    if (["0", "no", "false"].includes(value)) return ok(false);
    return problem("is not one of 1, 0, yes, no, true, false");
  };
}

function choice<T extends string>(mapping: Record<string, T>, fallback: T, allowed: string) {
  return (text: string): Conversion<T> => {
    if (text === "") return ok(fallback);
    const value = mapping[text.toLowerCase()];
    return value === undefined ? problem(`is not one of ${allowed}`) : ok(value);
  };
}

function price(decimals: number) {
  return (text: string): Conversion<number | null> => {
    if (text === "") return ok(null);
    const minor = parseDecimalToMinor(text, decimals);
    return minor === null ? problem("is not a valid price") : ok(minor);
  };
}

function integerOr<T extends number | null>(fallback: T, minimum: number) {
  return (text: string): Conversion<number | T> => {
    if (text === "") return ok(fallback);
    if (!/^[+-]?\d+$/.test(text) || !Number.isSafeInteger(Number(text)))
      return problem("is not a whole number");
    const value = Number(text);
    return value < minimum ? problem(`must be at least ${minimum}`) : ok(value);
  };
}

/** Quantity rules: empty or 0 means no rule. */
function quantityRule(text: string): Conversion<number | null> {
  const result = integerOr(null, 0)(text);
  return "value" in result && result.value === 0 ? ok(null) : result;
}

function stock(text: string): Conversion<{ manage: boolean; quantity: number | null }> {
  // "parent": the variation's stock is managed by its parent product.
  if (text === "" || text.toLowerCase() === "parent") return ok({ manage: false, quantity: null });
  if (!/^[+-]?\d+$/.test(text) || !Number.isSafeInteger(Number(text)))
    return problem("is not a whole number");
  return ok({ manage: true, quantity: Number(text) });
}

function measurement(text: string): Conversion<string | null> {
  if (text === "") return ok(null);
  const match = /^(\d*)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[1] === "" && match[2] === undefined)) return problem("is not a valid number");
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "") || "0";
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  return ok(fraction ? `${whole}.${fraction}` : whole);
}

function rating(text: string): Conversion<string> {
  if (text === "") return ok("0.00");
  if (!/^\d+(\.\d+)?$/.test(text)) return problem("is not a valid rating");
  const value = Number(text);
  return value > 5 ? problem("is not between 0 and 5") : ok(value.toFixed(2));
}

const SHOP_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A date in the shop's time zone; a bare date means the start of that day, or its last second for `endOfDay`. */
export function parseShopDate(text: string, timeZone: string, endOfDay: boolean): Date | null {
  const match = SHOP_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const timeGiven = match[4] !== undefined;
  const hour = timeGiven ? Number(match[4]) : endOfDay ? 23 : 0;
  const minute = timeGiven ? Number(match[5]) : endOfDay ? 59 : 0;
  const second = match[6] !== undefined ? Number(match[6]) : !timeGiven && endOfDay ? 59 : 0;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day
  ) {
    return null;
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime());
}

function shopDate(timeZone: string, endOfDay: boolean) {
  return (text: string): Conversion<Date | null> => {
    if (text === "") return ok(null);
    const date = parseShopDate(text, timeZone, endOfDay);
    return date ? ok(date) : problem("is not a date (YYYY-MM-DD or YYYY-MM-DD HH:MM:SS)");
  };
}

function httpUrlOrNull(text: string): Conversion<string | null> {
  if (text === "") return ok(null);
  try {
    const url = new URL(text);
    if (url.protocol === "http:" || url.protocol === "https:") return ok(text);
  } catch {
    // reported below
  }
  return problem("is not an http(s) address");
}

/** Splits a comma-separated list; `\,` is a comma inside an item. Empty items are dropped. */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let current = "";
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === "\\" && text[index + 1] === ",") {
      current += ",";
      index++;
    } else if (character === ",") {
      items.push(current.trim());
      current = "";
    } else {
      current += character;
    }
  }
  items.push(current.trim());
  return items.filter((item) => item !== "");
}

/** `Home > Kitchen` → ["Home", "Kitchen"]; null when a level is empty. */
export function parseCategoryPath(path: string): string[] | null {
  const levels = path.split(">").map((level) => level.trim());
  return levels.some((level) => level === "") ? null : levels;
}

function categoryList(text: string): Conversion<string[][]> {
  const paths: string[][] = [];
  const seen = new Set<string>();
  for (const item of splitList(text)) {
    const levels = parseCategoryPath(item);
    if (!levels) return problem(`has an empty level in "${item}"`);
    const key = levels.map((level) => level.toLowerCase()).join("\u0000");
    if (!seen.has(key)) paths.push(levels);
    seen.add(key);
  }
  return ok(paths);
}

function tagList(text: string): Conversion<string[]> {
  const seen = new Set<string>();
  return ok(
    splitList(text).filter((tag) => {
      const key = tag.toLowerCase();
      const fresh = !seen.has(key);
      seen.add(key);
      return fresh;
    }),
  );
}

function imageList(text: string): Conversion<string[]> {
  return ok(splitList(text));
}

/** Reads `id:N` or a SKU. */
export function parseReference(text: string): ProductReference | null {
  const value = text.trim();
  if (value === "") return null;
  const id = /^id:\s*(.*)$/i.exec(value);
  if (!id) return { text: value, kind: "sku", sku: value };
  const digits = id[1] ?? "";
  return /^\d+$/.test(digits) && Number(digits) > 0 ? { text: value, kind: "id", id: Number(digits) } : null;
}

function referenceOrNull(text: string): Conversion<ProductReference | null> {
  if (text === "") return ok(null);
  const reference = parseReference(text);
  return reference ? ok(reference) : problem("is not id:N or a SKU");
}

function referenceList(text: string): Conversion<ProductReference[]> {
  const references: ProductReference[] = [];
  const seen = new Set<string>();
  for (const item of splitList(text)) {
    const reference = parseReference(item);
    if (!reference) return problem(`has "${item}", which is not id:N or a SKU`);
    const key = reference.kind === "id" ? `id:${reference.id}` : `sku:${reference.sku}`;
    if (!seen.has(key)) references.push(reference);
    seen.add(key);
  }
  return ok(references);
}

const STATUS_VALUES: Record<string, ProductStatus> = {
  "1": "publish",
  "0": "draft",
  "-1": "private",
  publish: "publish",
  draft: "draft",
  private: "private",
};
const VISIBILITY_VALUES: Record<string, CatalogVisibility> = {
  visible: "visible",
  catalog: "catalog",
  search: "search",
  hidden: "hidden",
};
const TAX_STATUS_VALUES: Record<string, TaxStatus> = {
  taxable: "taxable",
  shipping: "shipping",
  none: "none",
};
const STOCK_STATUS_VALUES: Record<string, StockStatus> = {
  "1": "instock",
  "0": "outofstock",
  backorder: "onbackorder",
  instock: "instock",
  outofstock: "outofstock",
  onbackorder: "onbackorder",
};
const BACKORDER_VALUES: Record<string, Backorders> = {
  "0": "no",
  "1": "yes",
  notify: "notify",
  no: "no",
  yes: "yes",
};

/** Every known column except Type and the attribute columns, all optional: a key is absent when its column is. */
function rowSchema(options: ParseOptions) {
  return z.object({
    id: column("id", positiveIdOrNull).optional(),
    sku: column("sku", textOrNull).optional(),
    name: column("name", textValue).optional(),
    published: column("published", choice(STATUS_VALUES, "publish", "1, 0, -1")).optional(),
    featured: column("featured", booleanOr(false)).optional(),
    visibility: column(
      "visibility",
      choice(VISIBILITY_VALUES, "visible", "visible, catalog, search, hidden"),
    ).optional(),
    shortDescription: column("shortDescription", multiLineText).optional(),
    description: column("description", multiLineText).optional(),
    saleStarts: column("saleStarts", shopDate(options.timeZone, false)).optional(),
    saleEnds: column("saleEnds", shopDate(options.timeZone, true)).optional(),
    taxStatus: column(
      "taxStatus",
      choice(TAX_STATUS_VALUES, "taxable", "taxable, shipping, none"),
    ).optional(),
    taxClass: column("taxClass", textValue).optional(),
    inStock: column("inStock", choice(STOCK_STATUS_VALUES, "instock", "1, 0, backorder")).optional(),
    stock: column("stock", stock).optional(),
    lowStock: column("lowStock", integerOr(null, 0)).optional(),
    backorders: column("backorders", choice(BACKORDER_VALUES, "no", "0, 1, notify")).optional(),
    soldIndividually: column("soldIndividually", booleanOr(false)).optional(),
    weight: column("weight", measurement).optional(),
    length: column("length", measurement).optional(),
    width: column("width", measurement).optional(),
    height: column("height", measurement).optional(),
    reviewsAllowed: column("reviewsAllowed", booleanOr(true)).optional(),
    purchaseNote: column("purchaseNote", multiLineText).optional(),
    salePrice: column("salePrice", price(options.decimals)).optional(),
    regularPrice: column("regularPrice", price(options.decimals)).optional(),
    categories: column("categories", categoryList).optional(),
    tags: column("tags", tagList).optional(),
    shippingClass: column("shippingClass", textValue).optional(),
    images: column("images", imageList).optional(),
    parent: column("parent", referenceOrNull).optional(),
    groupedProducts: column("groupedProducts", referenceList).optional(),
    upsells: column("upsells", referenceList).optional(),
    crossSells: column("crossSells", referenceList).optional(),
    externalUrl: column("externalUrl", httpUrlOrNull).optional(),
    buttonText: column("buttonText", textOrNull).optional(),
    position: column("position", integerOr(0, Number.MIN_SAFE_INTEGER)).optional(),
    quantityMin: column("quantityMin", quantityRule).optional(),
    quantityMax: column("quantityMax", quantityRule).optional(),
    quantityStep: column("quantityStep", quantityRule).optional(),
    averageRating: column("averageRating", rating).optional(),
    reviewCount: column("reviewCount", integerOr(0, 0)).optional(),
    totalSales: column("totalSales", integerOr(0, 0)).optional(),
  });
}

// ---------------------------------------------------------------------------
// Attribute columns

function attributeFlags(label: string) {
  const flag = (part: string, fallback: boolean) =>
    z.string().transform((text, context): boolean => {
      const result = booleanOr(fallback)(text);
      if ("value" in result) return result.value;
      context.addIssue({ code: "custom", message: `${label} ${part} "${text}" ${result.problem}` });
      return z.NEVER;
    });
  return z.object({ visible: flag("visible", true), global: flag("global", false) });
}

/**
 * The `Attribute N …` columns of one row: declared attributes with their options on products, a single option
 * (or "" for any) per attribute on variations. Null when the file has no attribute columns.
 */
function readAttributes(
  cells: string[],
  layout: Layout,
  type: ProductType | null,
  rowProblems: string[],
): { declared: PlannedAttribute[]; choices: VariationChoice[] } | null {
  if (layout.attributes.size === 0) return null;
  const declared: PlannedAttribute[] = [];
  const choices: VariationChoice[] = [];
  const names = new Set<string>();
  const groups: AttributeCells[] = [...layout.attributes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, positions]) => {
      const group: AttributeCells = { index };
      for (const [part, position] of Object.entries(positions) as [AttributePart, number][]) {
        group[part] = unescapeCell(cells[position] ?? "").trim();
      }
      return group;
    });

  for (const group of groups) {
    const label = `Attribute ${group.index}`;
    const name = group.name ?? "";
    const rawValues = group.values ?? "";
    if (name === "" && rawValues === "") continue;
    if (name === "") {
      rowProblems.push(`${label} name is required when ${label} value(s) is given`);
      continue;
    }
    if (names.has(name.toLowerCase())) {
      rowProblems.push(`${label} name "${name}" is used by another attribute of the row`);
      continue;
    }
    names.add(name.toLowerCase());

    if (type === "variation") {
      // One option per attribute on a variation; a comma may be part of it, so the cell is not split.
      choices.push({ name, option: rawValues.replace(/\\,/g, ",") });
      continue;
    }

    const options = splitList(rawValues);
    if (options.length === 0) {
      rowProblems.push(`${label} value(s) is empty for attribute "${name}"`);
      continue;
    }
    const flags = attributeFlags(label).safeParse({
      visible: group.visible ?? "",
      global: group.global ?? "",
    });
    if (!flags.success) {
      rowProblems.push(...flags.error.issues.map((issue) => issue.message));
      continue;
    }
    let defaultOption: string | null = null;
    if (group.default) {
      defaultOption = matchOption(options, group.default);
      if (defaultOption === null) {
        rowProblems.push(
          `${label} default "${group.default}" is not one of its values (${options.join(", ")})`,
        );
        continue;
      }
    }
    declared.push({ name, options, visible: flags.data.visible, global: flags.data.global, defaultOption });
  }
  return { declared, choices };
}

/** The option as spelled on the product, matching case-insensitively; null when there is none. */
export function matchOption(options: string[], value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

// ---------------------------------------------------------------------------
// Checks across rows

/** Finds the row of the file a reference points at: `id:N` by the ID column, otherwise by SKU (first row wins). */
export type FileRowFinder = (reference: ProductReference) => FileRow | undefined;

export function fileRowFinder(rows: FileRow[]): FileRowFinder {
  const byId = new Map<number, FileRow>();
  const bySku = new Map<string, FileRow>();
  for (const row of rows) {
    if (row.csvId !== null && !byId.has(row.csvId)) byId.set(row.csvId, row);
    if (row.sku !== null && !bySku.has(row.sku)) bySku.set(row.sku, row);
  }
  return (reference) => (reference.kind === "id" ? byId.get(reference.id) : bySku.get(reference.sku));
}

function checkAcrossRows(plan: ImportPlan): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const firstLineById = new Map<number, number>();
  const firstLineBySku = new Map<string, number>();
  for (const row of plan.rows) {
    if (row.csvId !== null) {
      const first = firstLineById.get(row.csvId);
      if (first !== undefined)
        problems.push({ line: row.line, message: `ID ${row.csvId} is also used on line ${first}` });
      else firstLineById.set(row.csvId, row.line);
    }
    if (row.sku !== null) {
      const first = firstLineBySku.get(row.sku);
      if (first !== undefined)
        problems.push({ line: row.line, message: `SKU "${row.sku}" is also used on line ${first}` });
      else firstLineBySku.set(row.sku, row.line);
    }
  }

  const findRow = fileRowFinder(plan.rows);
  const productByLine = new Map(plan.products.map((product) => [product.line, product]));
  for (const product of plan.products) {
    if (product.type !== "variation" || !product.parent) continue;
    const parentRow = findRow(product.parent);
    if (!parentRow) continue; // resolved against the shop by the importer
    if (parentRow.line === product.line) {
      problems.push({
        line: product.line,
        message: `Parent "${product.parent.text}" is the variation itself`,
      });
      continue;
    }
    if (parentRow.type !== null && parentRow.type !== "variable") {
      problems.push({
        line: product.line,
        message: `Parent "${product.parent.text}" is a ${parentRow.type} product (line ${parentRow.line}), not a variable product`,
      });
      continue;
    }
    const parent = productByLine.get(parentRow.line);
    if (parent?.attributes && product.variationChoices) {
      const checked = checkVariationChoices(
        product.variationChoices,
        parent.attributes,
        `line ${parent.line}`,
      );
      product.variationChoices = checked.choices;
      problems.push(...checked.messages.map((message) => ({ line: product.line, message })));
    }
  }
  return problems;
}

/**
 * A variation may only choose among its parent's attributes and their options. Returns the problems, and the
 * choices spelled as on the parent (names and options match case-insensitively).
 */
export function checkVariationChoices(
  choices: VariationChoice[],
  parentAttributes: { name: string; options: string[] }[],
  parentLabel: string,
): { choices: VariationChoice[]; messages: string[] } {
  const messages: string[] = [];
  const checked: VariationChoice[] = [];
  for (const choice of choices) {
    const attribute = parentAttributes.find(
      (candidate) => candidate.name.toLowerCase() === choice.name.toLowerCase(),
    );
    if (!attribute) {
      messages.push(`Attribute "${choice.name}" is not declared on the parent product (${parentLabel})`);
      continue;
    }
    const option = choice.option === "" ? "" : matchOption(attribute.options, choice.option);
    if (option === null) {
      messages.push(
        `Attribute "${attribute.name}" value "${choice.option}" is not one of the parent's options (${attribute.options.join(", ")})`,
      );
      continue;
    }
    checked.push({ name: attribute.name, option });
  }
  return { choices: checked, messages };
}

// ---------------------------------------------------------------------------
// Slugs

/** URL slug of a name: lower case ASCII letters, digits and hyphens; `fallback` when nothing is left. */
export function slugFromName(name: string, fallback: string): string {
  const slug = slugify(name, { lower: true, strict: true, trim: true });
  return slug === "" ? fallback : slug;
}

/** `base`, or `base-2`, `base-3`… whichever is free first. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}
