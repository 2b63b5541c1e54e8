import { isRecord } from "../../protocol/plain-guards.ts";
import {
  PREVIEW_MESSAGE_CALL,
  PREVIEW_QUERY_PARAMETER,
  WEB_FONTS_ORIGIN,
} from "../../protocol/starter-preview.ts";

/**
 * Starter-templates preview data (logo, palette, typography, title) from local storage or from the parent
 * window's messages (names in protocol/starter-preview.ts). Everything here is validated: the data comes
 * from storage or from another window, so it is untrusted.
 */

const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)|var\(--[\w-]+\))$/;
/** A font family list as CSS writes it: names, quoted names and commas, nothing that can end a rule. */
const FONT_FAMILY = /^[\w\s'",-]+$/;
const FONT_WEIGHT = /^([1-9]00|normal|bold)$/;
const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em|%)?$/;
const LOGO_DATA_URI = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

const HEADING_LEVELS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface FontSettings {
  fontFamily?: string;
  fontWeight?: number | string;
  fontSize?: number | string;
  lineHeight?: number | string;
}

export interface PreviewParams {
  siteLogo?: { url?: string; dataUri?: string; width?: number };
  colorPalette?: { colors: string[] };
  siteTypography?: {
    body?: FontSettings;
    headings?: FontSettings;
    perHeading?: Partial<Record<HeadingLevel, FontSettings>>;
  };
  siteTitle?: string;
}

/** Thrown inside the readers below for the first bad value: the whole update is then ignored. */
class InvalidPreviewData extends Error {}

function invalid(): never {
  throw new InvalidPreviewData();
}

/** Hand-written rather than Zod: this runs in the browser (decision 031). */
function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : invalid();
}

function matching(value: unknown, pattern: RegExp, maxLength = Number.POSITIVE_INFINITY): string {
  if (typeof value !== "string") invalid();
  const trimmed = value.trim();
  return trimmed.length <= maxLength && pattern.test(trimmed) ? trimmed : invalid();
}

function numberOrLength(value: unknown, max: number, pattern: RegExp): number | string {
  if (typeof value === "number") return value > 0 && value <= max ? value : invalid();
  return matching(value, pattern);
}

function fontSettings(value: unknown): FontSettings {
  const raw = record(value);
  const font: FontSettings = {};
  if (raw.fontFamily !== undefined) font.fontFamily = matching(raw.fontFamily, FONT_FAMILY, 200);
  if (raw.fontWeight !== undefined) {
    const weight = raw.fontWeight;
    if (typeof weight === "number")
      font.fontWeight = Number.isInteger(weight) && weight >= 100 && weight <= 900 ? weight : invalid();
    else if (typeof weight === "string" && FONT_WEIGHT.test(weight)) font.fontWeight = weight;
    else invalid();
  }
  if (raw.fontSize !== undefined) font.fontSize = numberOrLength(raw.fontSize, 400, CSS_LENGTH);
  if (raw.lineHeight !== undefined) font.lineHeight = numberOrLength(raw.lineHeight, 10, CSS_LENGTH);
  return font;
}

function siteLogo(value: unknown): NonNullable<PreviewParams["siteLogo"]> {
  const raw = record(value);
  const logo: NonNullable<PreviewParams["siteLogo"]> = {};
  if (raw.url !== undefined) {
    if (typeof raw.url !== "string" || !/^https?:\/\//.test(raw.url) || !URL.canParse(raw.url)) invalid();
    logo.url = raw.url;
  }
  if (raw.dataUri !== undefined) {
    if (typeof raw.dataUri !== "string" || !LOGO_DATA_URI.test(raw.dataUri)) invalid();
    logo.dataUri = raw.dataUri;
  }
  if (raw.width !== undefined) {
    const { width } = raw;
    if (typeof width !== "number" || !Number.isInteger(width) || width < 1 || width > 1000) invalid();
    logo.width = width;
  }
  return logo;
}

function colorPalette(value: unknown): NonNullable<PreviewParams["colorPalette"]> {
  const { colors } = record(value);
  if (!Array.isArray(colors) || colors.length < 1 || colors.length > 9) invalid();
  return { colors: colors.map((color) => matching(color, CSS_COLOR)) };
}

function siteTypography(value: unknown): NonNullable<PreviewParams["siteTypography"]> {
  const raw = record(value);
  const typography: NonNullable<PreviewParams["siteTypography"]> = {};
  if (raw.body !== undefined) typography.body = fontSettings(raw.body);
  if (raw.headings !== undefined) typography.headings = fontSettings(raw.headings);
  if (raw.perHeading !== undefined) {
    const perHeading: Partial<Record<HeadingLevel, FontSettings>> = {};
    for (const [level, font] of Object.entries(record(raw.perHeading))) {
      if (!(HEADING_LEVELS as readonly string[]).includes(level)) invalid();
      if (font !== undefined) perHeading[level as HeadingLevel] = fontSettings(font);
    }
    typography.perHeading = perHeading;
  }
  return typography;
}

/** The preview parameters in `value`, or null when any of them is malformed (nothing is half-applied). */
export function readPreviewParams(value: unknown): PreviewParams | null {
  try {
    const raw = record(value);
    const params: PreviewParams = {};
    if (raw.siteLogo !== undefined) params.siteLogo = siteLogo(raw.siteLogo);
    if (raw.colorPalette !== undefined) params.colorPalette = colorPalette(raw.colorPalette);
    if (raw.siteTypography !== undefined) params.siteTypography = siteTypography(raw.siteTypography);
    if (raw.siteTitle !== undefined) params.siteTitle = matching(raw.siteTitle, /^/s, 200);
    return params;
  } catch (error) {
    if (error instanceof InvalidPreviewData) return null;
    throw error;
  }
}

/** Reads the stored preview data; anything unreadable is ignored rather than half-applied. */
export function parsePreviewData(raw: string | null): PreviewParams | null {
  if (!raw) return null;
  try {
    return readPreviewParams(JSON.parse(raw));
  } catch {
    return null;
  }
}

export type PreviewMessage =
  | { kind: "update"; params: PreviewParams }
  | { kind: "clearPreviewAssets" }
  | { kind: "cleanStorage" }
  | { kind: "completeOnboarding" };

const updatableParams = ["siteLogo", "colorPalette", "siteTypography", "siteTitle"] as const;

/** A parent window's message, or null when it is not a valid preview message. */
export function readPreviewMessage(data: unknown): PreviewMessage | null {
  if (!isRecord(data) || data.call !== PREVIEW_MESSAGE_CALL || !isRecord(data.value)) return null;
  const { param, data: value } = data.value;
  if (typeof param !== "string") return null;
  if (param === "clearPreviewAssets" || param === "cleanStorage" || param === "completeOnboarding") {
    return { kind: param };
  }
  if (!(updatableParams as readonly string[]).includes(param)) return null;
  const params = readPreviewParams({ [param]: value });
  return params ? { kind: "update", params } : null;
}

export function mergePreviewParams(current: PreviewParams | null, update: PreviewParams): PreviewParams {
  return { ...(current ?? {}), ...update };
}

function length(value: number | string): string {
  return typeof value === "number" ? `${value}px` : value;
}

/**
 * Declarations are `!important`: the preview shows the chosen typography over the theme's own
 * per-section rules (a hero's larger title, say), as the finished site's global typography would.
 */
function fontDeclarations(font: FontSettings | undefined): string {
  if (!font) return "";
  const parts: string[] = [];
  if (font.fontFamily) parts.push(`font-family:${font.fontFamily}!important;`);
  if (font.fontWeight !== undefined) parts.push(`font-weight:${font.fontWeight}!important;`);
  if (font.fontSize !== undefined) parts.push(`font-size:${length(font.fontSize)}!important;`);
  if (font.lineHeight !== undefined) parts.push(`line-height:${font.lineHeight}!important;`);
  return parts.join("");
}

/** The typography stylesheet for the preview: body, all headings, then each heading's own settings. */
export function typographyStylesheet(typography: PreviewParams["siteTypography"]): string {
  if (!typography) return "";
  const rules: string[] = [];
  const body = fontDeclarations(typography.body);
  if (body) rules.push(`body{${body}}`);
  const headings = fontDeclarations(typography.headings);
  if (headings) rules.push(`h1,h2,h3,h4,h5,h6,.site-title{${headings}}`);
  for (const level of HEADING_LEVELS) {
    const own = fontDeclarations(typography.perHeading?.[level]);
    if (own) rules.push(`${level}{${own}}`);
  }
  return rules.join("");
}

/** First family of a font-family list, unquoted: the web font to request. Generic families are not requested. */
function primaryFamily(family: string | undefined): string | null {
  const first = family
    ?.split(",")[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, "");
  if (!first) return null;
  const generic = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "inherit"];
  return generic.includes(first.toLowerCase()) ? null : first;
}

/** The web-fonts stylesheet address for the families the typography uses, or null when none is needed. */
export function webFontsUrl(typography: PreviewParams["siteTypography"]): string | null {
  if (!typography) return null;
  const weights = new Map<string, Set<string>>();
  // A heading inherits the headings' family and weight where it does not set its own.
  const perHeading = Object.values(typography.perHeading ?? {}).map((font) => ({
    ...font,
    fontFamily: font?.fontFamily ?? typography.headings?.fontFamily,
    fontWeight: font?.fontWeight ?? typography.headings?.fontWeight,
  }));
  const fonts = [typography.body, typography.headings, ...perHeading];
  for (const font of fonts) {
    const family = primaryFamily(font?.fontFamily);
    if (!family) continue;
    const set = weights.get(family) ?? new Set<string>();
    const weight = font?.fontWeight;
    set.add(weight === "bold" ? "700" : weight === "normal" || weight === undefined ? "400" : String(weight));
    weights.set(family, set);
  }
  if (weights.size === 0) return null;
  const families = [...weights].map(
    ([family, set]) =>
      `family=${encodeURIComponent(family).replace(/%20/g, "+")}:wght@${[...set].sort().join(";")}`,
  );
  return `${WEB_FONTS_ORIGIN}/css2?${families.join("&")}&display=swap`;
}

export function isPreviewUrl(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_QUERY_PARAMETER) === "1";
}
