import { describe, expect, it } from "vitest";
import {
  type ImportPlan,
  type ParseOptions,
  type PlannedProduct,
  parseCategoryPath,
  parseReference,
  parseShopDate,
  parseWooCsv,
  slugFromName,
  splitList,
  uniqueSlug,
} from "./woo-csv.ts";

const options: ParseOptions = { decimals: 2, timeZone: "Europe/Paris" };

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV with the given header and rows (objects keyed by header, missing keys empty). */
function csv(header: string[], rows: Record<string, string>[]): string {
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) lines.push(header.map((column) => csvField(row[column] ?? "")).join(","));
  return `${lines.join("\n")}\n`;
}

function parseRows(rows: Record<string, string>[], extraColumns: string[] = []) {
  const header = [...new Set(["ID", "Type", "SKU", "Name", ...rows.flatMap(Object.keys), ...extraColumns])];
  return parseWooCsv(csv(header, rows), options);
}

/** The single product of a one-row file that must parse cleanly. */
function only(row: Record<string, string>): PlannedProduct {
  const { plan, problems } = parseRows([{ Type: "simple", Name: "Thing", ...row }]);
  expect(problems).toEqual([]);
  const [product] = plan.products;
  if (!product) throw new Error("no product");
  return product;
}

function messagesOf(row: Record<string, string>): string[] {
  return parseRows([{ Type: "simple", Name: "Thing", ...row }]).problems.map((problem) => problem.message);
}

describe("parseWooCsv: columns", () => {
  it("reads the identity columns and keeps the file order and line numbers", () => {
    const { plan, problems } = parseRows([
      { ID: "12", Type: "simple", SKU: "MUG-1", Name: "Mug" },
      { ID: "", Type: "external", SKU: "", Name: "Guide" },
    ]);
    expect(problems).toEqual([]);
    expect(plan.products.map((product) => [product.line, product.csvId, product.type, product.name])).toEqual(
      [
        [2, 12, "simple", "Mug"],
        [3, null, "external", "Guide"],
      ],
    );
    expect(plan.products[0]?.fields.sku).toBe("MUG-1");
    expect(plan.products[1]?.fields.sku).toBeNull();
  });

  it("converts prices to minor units of the currency", () => {
    expect(only({ "Regular price": "24.90", "Sale price": "19.5" }).fields).toMatchObject({
      regularPrice: 2490,
      salePrice: 1950,
    });
    expect(only({ "Regular price": "", "Sale price": "" }).fields).toMatchObject({
      regularPrice: null,
      salePrice: null,
    });
    const yen = parseWooCsv(
      csv(["Type", "Name", "Regular price"], [{ Type: "simple", Name: "A", "Regular price": "1200" }]),
      {
        ...options,
        decimals: 0,
      },
    );
    expect(yen.plan.products[0]?.fields.regularPrice).toBe(1200);
  });

  it("reads booleans as 1/0/yes/no/true/false with each column's default when empty", () => {
    expect(
      only({ "Is featured?": "1", "Sold individually?": "yes", "Allow customer reviews?": "false" }).fields,
    ).toMatchObject({ featured: true, soldIndividually: true, reviewsAllowed: false });
    expect(
      only({ "Is featured?": "No", "Sold individually?": "TRUE", "Allow customer reviews?": "0" }).fields,
    ).toMatchObject({ featured: false, soldIndividually: true, reviewsAllowed: false });
    expect(
      only({ "Is featured?": "", "Sold individually?": "", "Allow customer reviews?": "" }).fields,
    ).toMatchObject({
      featured: false,
      soldIndividually: false,
      reviewsAllowed: true,
    });
  });

  it("maps Published, Visibility in catalog and Tax status", () => {
    expect(only({ Published: "1" }).fields.status).toBe("publish");
    expect(only({ Published: "0" }).fields.status).toBe("draft");
    expect(only({ Published: "-1" }).fields.status).toBe("private");
    // WooCommerce quotes cells starting with "-" against formula injection.
    expect(only({ Published: "'-1" }).fields.status).toBe("private");
    expect(only({ Published: "" }).fields.status).toBe("publish");
    for (const visibility of ["visible", "catalog", "search", "hidden"]) {
      expect(only({ "Visibility in catalog": visibility }).fields.catalogVisibility).toBe(visibility);
    }
    expect(only({ "Tax status": "shipping", "Tax class": "reduced-rate" }).fields).toMatchObject({
      taxStatus: "shipping",
      taxClass: "reduced-rate",
    });
    expect(only({ "Tax status": "" }).fields.taxStatus).toBe("taxable");
  });

  it("reads stock: a number means managed stock, empty means not managed", () => {
    expect(only({ "In stock?": "1", Stock: "12", "Low stock amount": "3" }).fields).toMatchObject({
      stockStatus: "instock",
      manageStock: true,
      stockQuantity: 12,
      lowStockAmount: 3,
    });
    expect(only({ "In stock?": "0", Stock: "" }).fields).toMatchObject({
      stockStatus: "outofstock",
      manageStock: false,
      stockQuantity: null,
    });
    expect(only({ "In stock?": "backorder", Stock: "'-2" }).fields).toMatchObject({
      stockStatus: "onbackorder",
      manageStock: true,
      stockQuantity: -2,
    });
    expect(only({ Stock: "parent" }).fields).toMatchObject({ manageStock: false, stockQuantity: null });
  });

  it("maps Backorders allowed? 0/1/notify to no/yes/notify", () => {
    expect(only({ "Backorders allowed?": "0" }).fields.backorders).toBe("no");
    expect(only({ "Backorders allowed?": "1" }).fields.backorders).toBe("yes");
    expect(only({ "Backorders allowed?": "notify" }).fields.backorders).toBe("notify");
    expect(only({ "Backorders allowed?": "" }).fields.backorders).toBe("no");
  });

  it("reads sale dates in the shop's time zone, a bare end date lasting to the end of its day", () => {
    const fields = only({
      "Date sale price starts": "2024-07-01",
      "Date sale price ends": "2024-07-15",
    }).fields;
    expect(fields.saleStartsAt?.toISOString()).toBe("2024-06-30T22:00:00.000Z");
    expect(fields.saleEndsAt?.toISOString()).toBe("2024-07-15T21:59:59.000Z");
    const timed = only({
      "Date sale price starts": "2024-01-10 08:30:00",
      "Date sale price ends": "2024-01-20 18:00:00",
    }).fields;
    expect(timed.saleStartsAt?.toISOString()).toBe("2024-01-10T07:30:00.000Z");
    expect(timed.saleEndsAt?.toISOString()).toBe("2024-01-20T17:00:00.000Z");
    expect(only({ "Date sale price starts": "" }).fields.saleStartsAt).toBeNull();
    expect(parseShopDate("2024-02-30", "UTC", false)).toBeNull();
    expect(parseShopDate("2024-02-29 24:00:00", "UTC", false)).toBeNull();
    expect(parseShopDate("2024-02-29", "UTC", true)?.toISOString()).toBe("2024-02-29T23:59:59.000Z");
  });

  it("reads categories with hierarchy levels and escaped commas", () => {
    expect(only({ Categories: "Home > Kitchen, Gifts" }).categories).toEqual([
      ["Home", "Kitchen"],
      ["Gifts"],
    ]);
    expect(only({ Categories: "Toys\\, Games > Puzzles" }).categories).toEqual([["Toys, Games", "Puzzles"]]);
    expect(only({ Categories: "" }).categories).toEqual([]);
    expect(only({ Categories: "Gifts, gifts" }).categories).toEqual([["Gifts"]]);
    expect(parseCategoryPath("A >  B > C")).toEqual(["A", "B", "C"]);
    expect(parseCategoryPath("A > > C")).toBeNull();
  });

  it("reads tags, images and the text columns", () => {
    const product = only({
      Tags: "organic, gift\\, boxed, Organic",
      Images: "images/a.svg, https://example.com/b.png",
      "Short description": "Short",
      Description: "First line\\nSecond line\\\\n kept",
      "Purchase note": "Thanks!",
      "Shipping class": "bulky",
      "Weight (kg)": "0.250",
      "Length (cm)": "12",
      "Width (cm)": ".5",
      "Height (cm)": "",
      Position: "'-3",
    });
    expect(product.tags).toEqual(["organic", "gift, boxed"]);
    expect(product.images).toEqual(["images/a.svg", "https://example.com/b.png"]);
    expect(product.fields).toMatchObject({
      shortDescription: "Short",
      description: "First line\nSecond line\\n kept",
      purchaseNote: "Thanks!",
      shippingClass: "bulky",
      weightKg: "0.25",
      lengthCm: "12",
      widthCm: "0.5",
      heightCm: null,
      menuOrder: -3,
    });
  });

  it("keeps references as id:N or SKU", () => {
    const product = only({ Upsells: "id:5, MUG-2, id:5", "Cross-sells": "", "Grouped products": "id:7" });
    expect(product.upsells).toEqual([
      { text: "id:5", kind: "id", id: 5 },
      { text: "MUG-2", kind: "sku", sku: "MUG-2" },
    ]);
    expect(product.crossSells).toEqual([]);
    expect(product.groupedProducts).toEqual([{ text: "id:7", kind: "id", id: 7 }]);
    expect(parseReference("ID:12")).toEqual({ text: "ID:12", kind: "id", id: 12 });
    expect(parseReference("id:x")).toBeNull();
  });

  it("reads External URL, Button text and the meta columns", () => {
    const product = only({
      "External URL": "https://example.com/buy",
      "Button text": "Buy at the maker",
      "Meta: minimum_allowed_quantity": "2",
      "Meta: maximum_allowed_quantity": "10",
      "Meta: group_of_quantity": "2",
      "Meta: _wc_average_rating": "4.333",
      "Meta: _wc_review_count": "12",
      "Meta: total_sales": "340",
    });
    expect(product.fields).toMatchObject({
      externalUrl: "https://example.com/buy",
      buttonText: "Buy at the maker",
      quantityMin: 2,
      quantityMax: 10,
      quantityStep: 2,
      averageRating: "4.33",
      reviewCount: 12,
      totalSales: 340,
    });
    expect(only({ "Meta: minimum_allowed_quantity": "0", "Button text": "" }).fields).toMatchObject({
      quantityMin: null,
      buttonText: null,
    });
  });

  it("takes the base type from a type with flags", () => {
    expect(only({ Type: "simple, virtual" }).type).toBe("simple");
    expect(only({ Type: "simple, virtual" }).fields).toMatchObject({ virtual: true, downloadable: false });
    expect(only({ Type: "simple, downloadable, virtual" }).fields).toMatchObject({
      virtual: true,
      downloadable: true,
    });
    expect(only({ Type: "Simple, Downloadable, Virtual" }).type).toBe("simple");
  });

  it("sets only the fields whose columns the file has", () => {
    const { plan } = parseWooCsv("ID,Type,Regular price\n5,simple,10\n", options);
    const [product] = plan.products;
    // The Type column always carries the virtual and downloadable flags.
    expect(product?.fields).toEqual({ regularPrice: 1000, virtual: false, downloadable: false });
    expect(product?.categories).toBeUndefined();
    expect(product?.attributes).toBeUndefined();
    expect(product?.name).toBeNull();
  });

  it("matches header names case-insensitively and ignores unknown columns", () => {
    const { plan, problems } = parseWooCsv(
      "type,NAME,regular PRICE,Download limit,GTIN\nsimple,Cup,3.5,2,123\n",
      options,
    );
    expect(problems).toEqual([]);
    expect(plan.products[0]).toMatchObject({ name: "Cup", fields: { regularPrice: 350 } });
  });

  it("reads attributes of a variable product and the choices of its variations", () => {
    const header = [
      "ID",
      "Type",
      "Name",
      "Parent",
      "Attribute 1 name",
      "Attribute 1 value(s)",
      "Attribute 1 visible",
      "Attribute 1 global",
      "Attribute 1 default",
      "Attribute 2 name",
      "Attribute 2 value(s)",
      "Attribute 2 visible",
      "Attribute 2 global",
      "Attribute 2 default",
    ];
    const text = csv(header, [
      {
        ID: "1",
        Type: "variable",
        Name: "Tee",
        "Attribute 1 name": "Colour",
        "Attribute 1 value(s)": "Red, Blue",
        "Attribute 1 visible": "1",
        "Attribute 1 global": "1",
        "Attribute 1 default": "blue",
        "Attribute 2 name": "Material",
        "Attribute 2 value(s)": "Cotton\\, organic",
        "Attribute 2 visible": "0",
        "Attribute 2 global": "0",
      },
      {
        ID: "2",
        Type: "variation",
        Name: "",
        Parent: "id:1",
        "Attribute 1 name": "colour",
        "Attribute 1 value(s)": "red",
      },
      { ID: "3", Type: "variation", Name: "Tee - any", Parent: "id:1", "Attribute 1 name": "Colour" },
    ]);
    const { plan, problems } = parseWooCsv(text, options);
    expect(problems).toEqual([]);
    const [tee, red, any] = plan.products;
    expect(tee?.attributes).toEqual([
      { name: "Colour", options: ["Red", "Blue"], visible: true, global: true, defaultOption: "Blue" },
      { name: "Material", options: ["Cotton, organic"], visible: false, global: false, defaultOption: null },
    ]);
    expect(red).toMatchObject({
      name: null,
      parent: { kind: "id", id: 1 },
      variationChoices: [{ name: "Colour", option: "Red" }],
    });
    expect(any?.variationChoices).toEqual([{ name: "Colour", option: "" }]);
    expect(any?.attributes).toBeUndefined();
  });
});

describe("parseWooCsv: problems", () => {
  it("reports each problem with the physical line of its row, counting lines inside quoted fields", () => {
    const text = [
      "ID,Type,Name,Description,Regular price",
      '1,simple,Mug,"A mug.',
      "",
      'It holds ""tea"", too.",12',
      "2,bundle,Box,,5",
      "3,simple,,,5",
      "4,simple,Bowl,,12,5x",
      '5,simple,Plate,"two',
      'lines",12,5x',
    ].join("\n");
    const { problems } = parseWooCsv(text, options);
    expect(problems).toEqual([
      { line: 5, message: 'Type "bundle" is not one of simple, variable, variation, grouped, external' },
      { line: 6, message: "Name is required" },
      { line: 7, message: "The row has 6 fields but the header has 5" },
      { line: 8, message: "The row has 6 fields but the header has 5" },
    ]);
  });

  it("names the column and the value of a bad cell", () => {
    const rows: Record<string, string>[] = [
      { Type: "simple", Name: "A", "Regular price": "12,5x" },
      { Type: "simple", Name: "B", Published: "2", "Is featured?": "maybe" },
      { Type: "simple", Name: "C", "Visibility in catalog": "everywhere", "In stock?": "perhaps" },
      { Type: "simple", Name: "D", Stock: "many", "Backorders allowed?": "sometimes", "Tax status": "free" },
      { Type: "simple", Name: "E", "Date sale price starts": "01/02/2024", "Weight (kg)": "1kg" },
      { Type: "simple", Name: "F", ID: "abc", "External URL": "example.com", Upsells: "id:x" },
      { Type: "simple", Name: "G", Categories: "Home > > Kitchen", "Meta: _wc_average_rating": "7" },
      { Type: "", Name: "H" },
    ];
    const { problems } = parseRows(rows);
    expect(problems).toEqual([
      { line: 2, message: 'Regular price "12,5x" is not a valid price' },
      { line: 3, message: 'Published "2" is not one of 1, 0, -1' },
      { line: 3, message: 'Is featured? "maybe" is not one of 1, 0, yes, no, true, false' },
      {
        line: 4,
        message: 'Visibility in catalog "everywhere" is not one of visible, catalog, search, hidden',
      },
      { line: 4, message: 'In stock? "perhaps" is not one of 1, 0, backorder' },
      { line: 5, message: 'Stock "many" is not a whole number' },
      { line: 5, message: 'Backorders allowed? "sometimes" is not one of 0, 1, notify' },
      { line: 5, message: 'Tax status "free" is not one of taxable, shipping, none' },
      {
        line: 6,
        message: 'Date sale price starts "01/02/2024" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:MM:SS)',
      },
      { line: 6, message: 'Weight (kg) "1kg" is not a valid number' },
      { line: 7, message: 'ID "abc" is not a positive whole number' },
      { line: 7, message: 'External URL "example.com" is not an http(s) address' },
      { line: 7, message: 'Upsells "id:x" has "id:x", which is not id:N or a SKU' },
      { line: 8, message: 'Categories "Home > > Kitchen" has an empty level in "Home > > Kitchen"' },
      { line: 8, message: 'Meta: _wc_average_rating "7" is not between 0 and 5' },
      { line: 9, message: "Type is required" },
    ]);
  });

  it("checks prices, sale dates and quantity rules against each other", () => {
    expect(messagesOf({ "Regular price": "10", "Sale price": "10" })).toEqual([
      'Sale price "10" must be lower than Regular price "10"',
    ]);
    expect(messagesOf({ "Regular price": "", "Sale price": "5" })).toEqual([
      'Sale price "5" needs a Regular price',
    ]);
    expect(
      messagesOf({ "Date sale price starts": "2024-05-02", "Date sale price ends": "2024-05-01" }),
    ).toEqual(['Date sale price ends "2024-05-01" is before Date sale price starts "2024-05-02"']);
    expect(
      messagesOf({ "Meta: minimum_allowed_quantity": "5", "Meta: maximum_allowed_quantity": "2" }),
    ).toEqual(['Meta: minimum_allowed_quantity "5" is greater than Meta: maximum_allowed_quantity "2"']);
    expect(
      messagesOf({ "Date sale price starts": "2024-05-01", "Date sale price ends": "2024-05-01" }),
    ).toEqual([]);
  });

  it("checks attribute columns", () => {
    const rows: Record<string, string>[] = [
      {
        Type: "variable",
        Name: "A",
        "Attribute 1 name": "Size",
        "Attribute 1 value(s)": "S, M",
        "Attribute 1 default": "XL",
      },
      { Type: "simple", Name: "B", "Attribute 1 name": "", "Attribute 1 value(s)": "Red" },
      { Type: "simple", Name: "C", "Attribute 1 name": "Size", "Attribute 1 value(s)": "" },
      {
        Type: "simple",
        Name: "D",
        "Attribute 1 name": "Size",
        "Attribute 1 value(s)": "S",
        "Attribute 1 visible": "2",
      },
    ];
    expect(parseRows(rows).problems).toEqual([
      { line: 2, message: 'Attribute 1 default "XL" is not one of its values (S, M)' },
      { line: 3, message: "Attribute 1 name is required when Attribute 1 value(s) is given" },
      { line: 4, message: 'Attribute 1 value(s) is empty for attribute "Size"' },
      { line: 5, message: 'Attribute 1 visible "2" is not one of 1, 0, yes, no, true, false' },
    ]);
  });

  it("checks rows against each other", () => {
    const rows: Record<string, string>[] = [
      {
        ID: "1",
        Type: "variable",
        SKU: "TEE",
        Name: "Tee",
        "Attribute 1 name": "Colour",
        "Attribute 1 value(s)": "Red",
      },
      { ID: "2", Type: "simple", SKU: "MUG", Name: "Mug" },
      { ID: "1", Type: "simple", SKU: "X", Name: "Again" },
      { ID: "4", Type: "simple", SKU: "MUG", Name: "Mug again" },
      {
        ID: "5",
        Type: "variation",
        Name: "Orphan",
        "Attribute 1 name": "Colour",
        "Attribute 1 value(s)": "Red",
      },
      { ID: "6", Type: "variation", Name: "Of a mug", Parent: "id:2" },
      {
        ID: "7",
        Type: "variation",
        Name: "Sized",
        Parent: "TEE",
        "Attribute 1 name": "Size",
        "Attribute 1 value(s)": "S",
      },
      {
        ID: "8",
        Type: "variation",
        Name: "Purple",
        Parent: "id:1",
        "Attribute 1 name": "Colour",
        "Attribute 1 value(s)": "Purple",
      },
      { ID: "9", Type: "variation", Name: "Self", Parent: "id:9" },
    ];
    expect(parseRows(rows, ["Parent"]).problems).toEqual([
      { line: 4, message: "ID 1 is also used on line 2" },
      { line: 5, message: 'SKU "MUG" is also used on line 3' },
      { line: 6, message: "Parent is required for a variation" },
      { line: 7, message: 'Parent "id:2" is a simple product (line 3), not a variable product' },
      { line: 8, message: 'Attribute "Size" is not declared on the parent product (line 2)' },
      { line: 9, message: `Attribute "Colour" value "Purple" is not one of the parent's options (Red)` },
      { line: 10, message: 'Parent "id:9" is the variation itself' },
    ]);
  });

  it("requires a Type column and rejects empty files", () => {
    expect(parseWooCsv("ID,Name\n1,Mug\n", options).problems).toEqual([
      { line: 1, message: 'The header has no "Type" column' },
    ]);
    expect(parseWooCsv("", options).problems).toEqual([
      { line: 1, message: "The file is empty: it needs a header row and at least one product" },
    ]);
    expect(parseWooCsv("Type,Name\n\n,\n", options).problems).toEqual([
      { line: 1, message: "The file has no product rows" },
    ]);
    expect(parseWooCsv("Type,Name,name\nsimple,A,B\n", options).problems).toEqual([
      { line: 1, message: 'Column "name" appears more than once in the header' },
    ]);
  });

  it("reports broken CSV quoting with its line", () => {
    const { problems } = parseWooCsv('Type,Name\nsimple,"Mug\nsimple,Bowl\n', options);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^The file is not valid CSV/);
  });

  it("reads a byte order mark and Windows line endings", () => {
    const text = '\uFEFFType,Name,Description\r\nsimple,Mug,"one\r\ntwo"\r\nbundle,Bowl,\r\n';
    const { plan, problems } = parseWooCsv(text, options);
    expect(plan.products[0]?.fields.description).toBe("one\ntwo");
    expect(problems).toEqual([
      { line: 4, message: 'Type "bundle" is not one of simple, variable, variation, grouped, external' },
    ]);
  });

  it("lists every row in the plan's rows, valid or not", () => {
    const { plan } = parseRows([
      { ID: "1", Type: "simple", SKU: "A", Name: "A" },
      { ID: "2", Type: "bundle", SKU: "B", Name: "B" },
    ]);
    expect(plan.rows).toEqual<ImportPlan["rows"]>([
      { line: 2, csvId: 1, sku: "A", type: "simple" },
      { line: 3, csvId: 2, sku: "B", type: null },
    ]);
    expect(plan.products).toHaveLength(1);
  });
});

describe("helpers", () => {
  it("splits lists on unescaped commas", () => {
    expect(splitList("a, b\\, c ,, d")).toEqual(["a", "b, c", "d"]);
    expect(splitList("")).toEqual([]);
  });

  it("makes slugs and keeps them unique", () => {
    expect(slugFromName("Café & Co. Mug!", "product")).toBe("cafe-and-co-mug");
    expect(slugFromName("茶", "product")).toBe("product");
    const taken = new Set(["mug", "mug-2"]);
    expect(uniqueSlug("mug", (slug) => taken.has(slug))).toBe("mug-3");
    expect(uniqueSlug("bowl", (slug) => taken.has(slug))).toBe("bowl");
  });
});
