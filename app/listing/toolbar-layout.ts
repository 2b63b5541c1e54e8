import { readPageConfig } from "../../protocol/page-config.ts";

/**
 * Where the shop toolbar and the result count go. In Astra's modern shop style, at or below the mobile
 * break point the toolbar (sort form and view triggers) becomes a sticky filter bar and the result count
 * moves out of it to below it; on wider screens both are back in place. The classic style never moves.
 */

export type ShopStyle = "classic" | "modern";

export type ToolbarLayout =
  | {
      /** The toolbar wrapper carries `ast-sticky-filter` and sticks to the top of the window. */
      sticky: boolean;
      /** Whether the result count sits inside the toolbar or below it. */
      resultCount: "in-toolbar" | "below-toolbar";
    }
  /**
   * The modern style before the window's width is known (the server's markup, hydration, no script): the page
   * carries both result counts and the style sheet of `toolbarWidthCss` shows the layout of the window's width,
   * so nothing moves when the script takes over (CLS 0).
   */
  | { byWidth: true };

/** Marks the toolbar and the second result count while the style sheet, not the script, lays them out. */
export const BY_WIDTH_ATTRIBUTE = "data-toolbar-by-width";

export const STICKY_FILTER_CLASS = "ast-sticky-filter";

/** The media query of "at or below the mobile break point" (max-width is inclusive). */
export function mobileToolbarQuery(mobileBreakpoint: number): string {
  return `(max-width: ${mobileBreakpoint}px)`;
}

/**
 * The mobile break point from the page configuration (`window.astra.mobile_breakpoint`; spec §3 and §9: the
 * toolbar's break point is not fixed), else the one the page was rendered with.
 */
export function configuredMobileBreakpoint(pageConfigSource: unknown, fallback: number): number {
  const result = readPageConfig(pageConfigSource);
  const configured = result.ok ? result.config.astra?.mobile_breakpoint : undefined;
  return configured !== undefined && configured > 0 ? configured : fallback;
}

/** `atOrBelowMobile` is null while the window's width is not known to the script. */
export function toolbarLayout(style: ShopStyle, atOrBelowMobile: boolean | null): ToolbarLayout {
  if (style !== "modern") return { sticky: false, resultCount: "in-toolbar" };
  if (atOrBelowMobile === null) return { byWidth: true };
  return atOrBelowMobile
    ? { sticky: true, resultCount: "below-toolbar" }
    : { sticky: false, resultCount: "in-toolbar" };
}

/** The sticky filter bar's rules, by the part of the toolbar they style. */
const STICKY_BAR_RULES: [part: string, declarations: string][] = [
  [
    "",
    "position:sticky;top:0;z-index:20;margin:0 -20px 12px;padding:10px 20px;" +
      "background:var(--ast-global-color-5);border-bottom:1px solid var(--ast-global-color-6)",
  ],
  [" .ast-shop-toolbar-aside-wrap", "width:100%;justify-content:space-between;margin-left:0"],
  // The sort select takes the rest of the bar's row rather than a row of its own.
  [" .woocommerce-ordering", "flex:1 1 0"],
];

/**
 * The modern style's style sheet: the sticky bar where the script marks it (`ast-sticky-filter`), and the same
 * bar by media query at or below the mobile break point while the toolbar is laid out by width, where the
 * result count inside the toolbar shows above the break point and the one below it at or below.
 */
export function toolbarWidthCss(mobileBreakpoint: number): string {
  const toolbar = ".ast-shop-toolbar-container";
  const byWidth = `${toolbar}[${BY_WIDTH_ATTRIBUTE}]`;
  const rules = (selector: string) =>
    STICKY_BAR_RULES.map(([part, declarations]) => `${selector}${part}{${declarations}}`).join("");
  // No `>` or quotes: the text goes into a <style> element as React writes text.
  const query = mobileToolbarQuery(Math.round(mobileBreakpoint));
  return (
    rules(`${toolbar}.${STICKY_FILTER_CLASS}`) +
    `@media ${query}{${rules(byWidth)}${byWidth} .woocommerce-result-count{display:none}}` +
    `@media not all and ${query}{.woocommerce-result-count[${BY_WIDTH_ATTRIBUTE}]{display:none}}`
  );
}
