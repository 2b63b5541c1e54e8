/**
 * Quantity stepper rules for the quantity inputs of product pages, the cart and the mini cart
 * (S-QTY-01..08, S-CART-02). Pure: the DOM wiring reads the input's attributes and value and writes
 * back what these functions return.
 */

/** The `min`, `max` and `step` attributes of a quantity input, as numbers. `max: null` means no maximum. */
export interface QuantityBounds {
  min: number;
  max: number | null;
  step: number;
}

/** Attribute values as the DOM gives them: strings, possibly empty or missing. */
export interface QuantityAttributes {
  min?: string | null;
  max?: string | null;
  step?: string | null;
}

/** Decimal places kept at most when removing floating-point noise. */
const MAX_DECIMAL_PLACES = 10;

function parseNumber(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? "";
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads the input's attributes. Empty `min` is 0; empty `max` is no maximum (so is a non-positive one:
 * WooCommerce's "-1 = unlimited" never reaches the page as a real bound); empty, `any`, invalid or
 * non-positive `step` is 1.
 */
export function parseQuantityBounds(attributes: QuantityAttributes): QuantityBounds {
  const min = parseNumber(attributes.min) ?? 0;
  const max = parseNumber(attributes.max);
  const step = parseNumber(attributes.step);
  return {
    min,
    max: max !== null && max > 0 ? max : null,
    step: step !== null && step > 0 ? step : 1,
  };
}

/** The value typed into a quantity input; anything that is not a number counts as 0, as the stepper does. */
export function parseQuantityValue(text: string | null | undefined): number {
  return parseNumber(text) ?? 0;
}

function decimalPlaces(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = "", exponent = "0"] = String(value).toLowerCase().split("e");
  const fraction = mantissa.split(".")[1] ?? "";
  return Math.min(MAX_DECIMAL_PLACES, Math.max(0, fraction.length - Number(exponent)));
}

/**
 * `a + b` without binary floating-point drift (0.1 + 0.2 is 0.3 here): both are scaled to whole
 * numbers of the finest decimal unit involved, added, and scaled back.
 */
function addExact(a: number, b: number): number {
  const scale = 10 ** Math.max(decimalPlaces(a), decimalPlaces(b));
  return (Math.round(a * scale) + Math.round(b * scale)) / scale;
}

/** Above max → max, below min → min, and never below 0 (S-QTY-02..04). A non-number counts as 0. */
export function clampQuantity(value: number, bounds: QuantityBounds): number {
  let result = Number.isFinite(value) ? value : 0;
  if (bounds.max !== null && result > bounds.max) result = bounds.max;
  if (result < bounds.min) result = bounds.min;
  return Math.max(result, 0);
}

/**
 * What the plus ("up") or minus ("down") button makes of `value`: one `step` further, kept within
 * min and max and never below 0 (S-QTY-01..05).
 */
export function stepQuantity(value: number, direction: "up" | "down", bounds: QuantityBounds): number {
  const current = Number.isFinite(value) ? value : 0;
  const next = addExact(current, direction === "up" ? bounds.step : -bounds.step);
  return clampQuantity(next, bounds);
}

/**
 * The text put back into the input. Integer steps show the number as it is; non-integer steps show one
 * decimal, "1.5", "2.0" (S-QTY-06) — or as many as the step itself has (0.25 shows "0.75", not "0.8"),
 * so the displayed value stays a multiple of the step.
 */
export function formatQuantity(value: number, step: number): string {
  if (Number.isInteger(step)) return String(value);
  return value.toFixed(Math.max(1, decimalPlaces(step)));
}

/**
 * Outside the cart a quantity below its min (a min of 0 or more) is raised to the min (S-QTY-07). In the
 * cart it is left alone: a line may be set below its min, 0 removing it.
 */
export function raiseToMinimum(value: number, min: number, context: { inCart: boolean }): number {
  if (context.inCart || min < 0) return value;
  const current = Number.isFinite(value) ? value : 0;
  return Math.max(current, min);
}

/** On page load, a quantity below a positive min is raised to the min (S-QTY-08). */
export function quantityOnLoad(value: number, min: number): number {
  if (min <= 0) return value;
  const current = Number.isFinite(value) ? value : 0;
  return Math.max(current, min);
}
