import { DEVICES, type Device, deviceMediaQuery, responsiveKey, TABLET_MIN_WIDTH } from "../devices.ts";
import type { Settings } from "./element.ts";
import type { DimensionsValue, SliderValue } from "./fields.ts";

/**
 * The generated CSS of a document (Elementor's `post-<id>.css`): rules grouped by device, desktop first, then
 * tablet and mobile under their media queries (W-CONST-01..03). Values come from documents, so each one is
 * checked before it is written: a value that could end a declaration or a rule, or the style element, is
 * dropped.
 */
export type Declarations = Record<string, string | number | null | undefined | false>;

const UNSAFE_CSS_VALUE = /[;{}<>\\]|\/\*|url\(\s*['"]?\s*javascript:/i;

export function isSafeCssValue(value: string): boolean {
  return !UNSAFE_CSS_VALUE.test(value);
}

/** Text written inside a `<style>` element can never close it: `<` becomes the CSS escape `\3c `. */
export function escapeStyleText(css: string): string {
  return css.replace(/</g, "\\3c ");
}

/** A rule being written: its selector and its declarations so far (`property:value;…`). */
interface Rule {
  selector: string;
  body: string;
}

export class StyleSheet {
  readonly #rules: Record<Device, Rule[]> = { desktop: [], tablet: [], mobile: [] };
  /** Rules for tablet and desktop only (column widths: columns stack on mobile). */
  readonly #fromTablet: Rule[] = [];
  readonly #custom: string[] = [];

  add(device: Device, selector: string, declarations: Declarations): void {
    appendRule(this.#rules[device], selector, declarations);
  }

  addMinWidth(selector: string, declarations: Declarations): void {
    appendRule(this.#fromTablet, selector, declarations);
  }

  /** Custom CSS a shop wrote (element or page `custom_css`), kept as written after the generated rules. */
  addCustom(css: string): void {
    if (css.trim()) this.#custom.push(css.trim());
  }

  toString(): string {
    const parts: string[] = [rulesText(this.#rules.desktop)];
    if (this.#fromTablet.length > 0)
      parts.push(`@media(min-width:${TABLET_MIN_WIDTH}px){${rulesText(this.#fromTablet)}}`);
    for (const device of DEVICES) {
      const query = deviceMediaQuery(device);
      const rules = this.#rules[device];
      if (query && rules.length > 0) parts.push(`@media${query}{${rulesText(rules)}}`);
    }
    parts.push(...this.#custom);
    return escapeStyleText(parts.filter(Boolean).join("\n"));
  }
}

/**
 * Adds a rule, or extends the last one when it has the same selector: an element's controls each write a rule
 * for the same selector one after the other, and one rule with all their declarations, in the same order,
 * applies exactly as the run of rules did (same selector, same place in the cascade), with less for the browser
 * to parse and match.
 */
function appendRule(rules: Rule[], selector: string, declarations: Declarations): void {
  const body = declarationsText(declarations);
  if (!body) return;
  const last = rules.at(-1);
  if (last?.selector === selector) last.body = `${last.body};${body}`;
  else rules.push({ selector, body });
}

function rulesText(rules: readonly Rule[]): string {
  return rules.map((rule) => `${rule.selector}{${rule.body}}`).join("");
}

function declarationsText(declarations: Declarations): string {
  return Object.entries(declarations)
    .filter((entry): entry is [string, string | number] => {
      const value = entry[1];
      return value !== null && value !== undefined && value !== false && value !== "";
    })
    .filter(([, value]) => isSafeCssValue(String(value)))
    .map(([property, value]) => `${property}:${value}`)
    .join(";");
}

const GLOBAL_REFERENCE = /^globals\/(colors|typography)\?id=([A-Za-z0-9_-]+)$/;

/** A `__globals__` reference (`globals/colors?id=primary`) as the kit's custom property name, or null. */
export function globalReference(
  settings: Settings,
  key: string,
): { kind: "colors" | "typography"; id: string } | null {
  const globals = settings.__globals__;
  if (typeof globals !== "object" || globals === null || Array.isArray(globals)) return null;
  const reference = (globals as Record<string, unknown>)[key];
  if (typeof reference !== "string") return null;
  const match = GLOBAL_REFERENCE.exec(reference);
  return match ? { kind: match[1] as "colors" | "typography", id: match[2] as string } : null;
}

const TYPOGRAPHY_PROPERTIES = [
  ["font_family", "font-family"],
  ["font_size", "font-size"],
  ["font_weight", "font-weight"],
  ["text_transform", "text-transform"],
  ["font_style", "font-style"],
  ["text_decoration", "text-decoration"],
  ["line_height", "line-height"],
  ["letter_spacing", "letter-spacing"],
  ["word_spacing", "word-spacing"],
] as const;

/** `{unit, size}` as a CSS length, or null when the size is unset. */
export function sliderLength(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const { size, unit } = value as Partial<SliderValue>;
  const number = typeof size === "string" && size.trim() !== "" ? Number(size) : size;
  if (typeof number !== "number" || !Number.isFinite(number)) return null;
  return `${number}${typeof unit === "string" && /^(px|em|rem|%|vw|vh|deg|)$/.test(unit) ? unit : "px"}`;
}

/** A dimensions value as the four CSS lengths, or null when every side is unset. */
export function dimensionsValue(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const dims = value as Partial<DimensionsValue>;
  const unit = typeof dims.unit === "string" && /^(px|em|rem|%|vw|vh)$/.test(dims.unit) ? dims.unit : "px";
  const sides = [dims.top, dims.right, dims.bottom, dims.left].map((side) => {
    const number = typeof side === "string" && side.trim() !== "" ? Number(side) : side;
    return typeof number === "number" && Number.isFinite(number) ? number : null;
  });
  if (sides.every((side) => side === null)) return null;
  return sides.map((side) => (side === null ? "0" : `${side}${side === 0 ? "" : unit}`)).join(" ");
}

/**
 * What a widget's (or the renderer's) `css` hook writes with: rules under the element's selector, with the
 * responsive variants, kit globals and Elementor's group controls handled once here.
 */
export class StyleWriter {
  constructor(
    readonly sheet: StyleSheet,
    /** `.elementor-<doc> .elementor-element.elementor-element-<id>` */
    readonly selector: string,
    readonly settings: Settings,
  ) {}

  /** A rule for `{{WRAPPER}}<suffix>` (several suffixes become a selector list). */
  rule(suffix: string | readonly string[], declarations: Declarations, device: Device = "desktop"): void {
    const suffixes = typeof suffix === "string" ? [suffix] : suffix;
    this.sheet.add(device, suffixes.map((part) => `${this.selector}${part}`).join(","), declarations);
  }

  /** For each device where `key` (or its `_tablet`/`_mobile` variant) is set, the declarations from its value. */
  responsive(
    key: string,
    suffix: string | readonly string[],
    toDeclarations: (value: unknown, device: Device) => Declarations | null,
  ): void {
    for (const device of DEVICES) {
      const value = this.settings[responsiveKey(key, device)];
      if (value === undefined || value === null || value === "") continue;
      const declarations = toDeclarations(value, device);
      if (declarations) this.rule(suffix, declarations, device);
    }
  }

  /** The colour in `key`: the kit's global when `__globals__` names one, else the stored value, else null. */
  color(key: string): string | null {
    const reference = globalReference(this.settings, key);
    if (reference?.kind === "colors") return `var(--e-global-color-${reference.id})`;
    const value = this.settings[key];
    return typeof value === "string" && value !== "" ? value : null;
  }

  /** `property: <colour in key>` on `suffix`, when set. */
  colorRule(key: string, suffix: string | readonly string[], property: string): void {
    const value = this.color(key);
    if (value) this.rule(suffix, { [property]: value });
  }

  /** A responsive slider as one CSS property (`width`, `height`, a custom property). */
  sliderRule(key: string, suffix: string | readonly string[], property: string): void {
    this.responsive(key, suffix, (value) => {
      const length = sliderLength(value);
      return length ? { [property]: length } : null;
    });
  }

  /** A responsive dimensions control (`margin`, `padding`, `border-width`, `border-radius`). */
  dimensionsRule(key: string, suffix: string | readonly string[], property: string): void {
    this.responsive(key, suffix, (value) => {
      const lengths = dimensionsValue(value);
      return lengths ? { [property]: lengths } : null;
    });
  }

  /** A responsive choice written through `toCss` (`align` → `text-align`). */
  choiceRule(
    key: string,
    suffix: string | readonly string[],
    property: string,
    toCss: (value: string) => string | null = (value) => value,
  ): void {
    this.responsive(key, suffix, (value) => {
      const css = typeof value === "string" ? toCss(value) : null;
      return css ? { [property]: css } : null;
    });
  }

  /** Elementor's typography group under `prefix`: the kit's global typography, or the custom values. */
  typography(prefix: string, suffix: string | readonly string[]): void {
    const reference = globalReference(this.settings, `${prefix}_typography`);
    if (reference?.kind === "typography") {
      const declarations: Declarations = {};
      for (const [, property] of TYPOGRAPHY_PROPERTIES)
        declarations[property] = `var(--e-global-typography-${reference.id}-${property})`;
      this.rule(suffix, declarations);
      return;
    }
    if (this.settings[`${prefix}_typography`] !== "custom") return;
    for (const device of DEVICES) {
      const declarations: Declarations = {};
      for (const [name, property] of TYPOGRAPHY_PROPERTIES) {
        const value = this.settings[responsiveKey(`${prefix}_${name}`, device)];
        declarations[property] = typographyValue(name, value);
      }
      this.rule(suffix, declarations, device);
    }
  }
}

/** One typography property's CSS value from its stored value. */
export function typographyValue(name: string, value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (name === "font_family")
    return typeof value === "string" ? `"${value.replace(/["\\]/g, "")}", Sans-serif` : null;
  if (typeof value === "object") {
    // line-height stores `em` or unitless sizes as `{unit: "em"}`; Elementor writes `em` line heights as is.
    return sliderLength(value);
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
}
