import { readPageConfig } from "../../protocol/page-config.ts";

/**
 * Where the shop toolbar and the result count go. In Astra's modern shop style, at or below the mobile
 * break point the toolbar (sort form and view triggers) becomes a sticky filter bar and the result count
 * moves out of it to below it; on wider screens both are back in place. The classic style never moves.
 */

export type ShopStyle = "classic" | "modern";

export interface ToolbarLayout {
  /** The toolbar wrapper carries `ast-sticky-filter` and sticks to the top of the window. */
  sticky: boolean;
  /** Whether the result count sits inside the toolbar or below it. */
  resultCount: "in-toolbar" | "below-toolbar";
}

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

export function toolbarLayout(style: ShopStyle, atOrBelowMobile: boolean): ToolbarLayout {
  return style === "modern" && atOrBelowMobile
    ? { sticky: true, resultCount: "below-toolbar" }
    : { sticky: false, resultCount: "in-toolbar" };
}
