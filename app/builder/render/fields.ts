import { z } from "zod";

/**
 * Zod builders for the value shapes Elementor stores in settings. Each accepts what Elementor writes (numbers as
 * strings, `""` for "not set") and gives one clean shape. A widget's settings schema is a `z.object` of these,
 * each with the widget's default, so parsing `undefined` gives the default (see `parseSettings`).
 */

/** A number that Elementor may have stored as a string; `""` and absent mean "not set". */
const looseNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.union([z.number().finite(), z.literal("")]),
);

export type LooseNumber = number | "";

/** A slider control: `{unit, size, sizes}`. */
export function slider(size: LooseNumber = "", unit = "px") {
  return z
    .object({ unit: z.string().default(unit), size: looseNumber.default(size) })
    .loose()
    .default({ unit, size });
}
export type SliderValue = { unit: string; size: LooseNumber };

/** A dimensions control (`margin`, `padding`, `border_radius`): four sides and a unit; `""` sides are unset. */
export function dimensions() {
  const side = looseNumber.default("");
  return z
    .object({ unit: z.string().default("px"), top: side, right: side, bottom: side, left: side })
    .loose()
    .default({ unit: "px", top: "", right: "", bottom: "", left: "" });
}
export type DimensionsValue = {
  unit: string;
  top: LooseNumber;
  right: LooseNumber;
  bottom: LooseNumber;
  left: LooseNumber;
};

/** A media control: `{url, id}`; `id` is the attachment (after import: the stored media id). */
export function media(url = "") {
  return z
    .object({
      url: z.string().default(url),
      id: z.union([z.number(), z.string()]).default(""),
      alt: z.string().optional(),
    })
    .loose()
    .default({ url, id: "" });
}
export type MediaValue = { url: string; id: number | string; alt?: string };

const onOff = z.union([z.literal("on"), z.literal("yes"), z.literal(""), z.boolean()]).default("");

/** A URL control: `{url, is_external, nofollow, custom_attributes}`. */
export function link(url = "") {
  return z
    .object({
      url: z.string().default(url),
      is_external: onOff,
      nofollow: onOff,
      custom_attributes: z.string().default(""),
    })
    .loose()
    .default({ url, is_external: "", nofollow: "", custom_attributes: "" });
}
export type LinkValue = {
  url: string;
  is_external: string | boolean;
  nofollow: string | boolean;
  custom_attributes: string;
};

/** A CSS colour a document may put in generated CSS: hex, rgb(a), hsl(a), a keyword, or `""` (not set). */
export const CSS_COLOR_PATTERN =
  /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[-0-9.,%\s/deg]+\)|[a-zA-Z]{3,30}|)$/;
export function color(value = "") {
  return z.string().regex(CSS_COLOR_PATTERN, "not a CSS colour").default(value);
}

/** One of a fixed set of choices (`align`, `header_size`). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, value: T[number]) {
  return z.enum(values).default(value);
}

/** A switcher control: `"yes"` or `""`. */
export function toggle(on = false) {
  return z
    .union([z.literal("yes"), z.literal(""), z.boolean()])
    .transform((value) => value === "yes" || value === true)
    .default(on);
}

/** Text shown to visitors (escaped by React when rendered). */
export function text(value = "") {
  return z.union([z.string(), z.number().transform(String)]).default(value);
}

/** An icon control: `{value: "fas fa-star", library: "fa-solid"}` or an SVG upload `{value: {url, id}, library: "svg"}`. */
export function icon(value = "", library = "") {
  return z
    .object({
      value: z
        .union([z.string(), z.object({ url: z.string(), id: z.union([z.number(), z.string()]) }).loose()])
        .default(value),
      library: z.string().default(library),
    })
    .loose()
    .default({ value, library });
}
export type IconValue = { value: string | { url: string; id: number | string }; library: string };

type Unwrapped<S extends z.ZodType> = z.ZodOptional<z.ZodType<z.output<S>>>;

/**
 * A responsive setting: the desktop key with its default, and `<key>_tablet` / `<key>_mobile` without one (an
 * unset variant inherits the larger device's value, as in Elementor).
 */
export function responsive<K extends string, S extends z.ZodType>(
  key: K,
  schema: S,
): Record<K, S> & Record<`${K}_tablet` | `${K}_mobile`, Unwrapped<S>> {
  const variant = (schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType<z.output<S>>;
  return {
    [key]: schema,
    [`${key}_tablet`]: variant.optional(),
    [`${key}_mobile`]: variant.optional(),
  } as Record<K, S> & Record<`${K}_tablet` | `${K}_mobile`, Unwrapped<S>>;
}

/**
 * Elementor's typography group control under a prefix (`typography`, `caption_typography`): `<prefix>_typography`
 * is `"custom"` when set, then family, size, weight, transform, style, decoration, line height and spacing.
 */
export function typography<P extends string>(prefix: P) {
  return {
    [`${prefix}_typography`]: z.string().default(""),
    [`${prefix}_font_family`]: z
      .string()
      .regex(/^[\w\s,'"-]*$/, "not a font family")
      .default(""),
    [`${prefix}_font_weight`]: z.union([z.string(), z.number().transform(String)]).default(""),
    [`${prefix}_text_transform`]: z.string().default(""),
    [`${prefix}_font_style`]: z.string().default(""),
    [`${prefix}_text_decoration`]: z.string().default(""),
    ...responsive(`${prefix}_font_size`, slider()),
    ...responsive(`${prefix}_line_height`, slider()),
    ...responsive(`${prefix}_letter_spacing`, slider()),
    ...responsive(`${prefix}_word_spacing`, slider()),
  } as Record<string, z.ZodType>;
}
