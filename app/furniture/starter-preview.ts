import { z } from "zod";
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

const cssColor = z
  .string()
  .trim()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)|var\(--[\w-]+\))$/,
    "must be a hex, rgb() or hsl() colour",
  );
/** A font family list as CSS writes it: names, quoted names and commas, nothing that can end a rule. */
const fontFamily = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w\s'",-]+$/, "must be a font family list");
const fontWeight = z.union([z.number().int().min(100).max(900), z.string().regex(/^([1-9]00|normal|bold)$/)]);
const cssLength = z.union([
  z.number().positive().max(400),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?(px|rem|em|%)?$/, "must be a length such as 16px or 1.2rem"),
]);
const lineHeight = z.union([
  z.number().positive().max(10),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?(px|rem|em|%)?$/),
]);

const fontSettings = z.object({
  fontFamily: fontFamily.optional(),
  fontWeight: fontWeight.optional(),
  fontSize: cssLength.optional(),
  lineHeight: lineHeight.optional(),
});

const headingLevel = z.enum(["h1", "h2", "h3", "h4", "h5", "h6"]);

export const previewParamsSchema = z.object({
  siteLogo: z
    .object({
      url: z
        .string()
        .url()
        .refine((value) => /^https?:\/\//.test(value), "must be an http(s) address")
        .optional(),
      dataUri: z
        .string()
        .regex(
          /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/,
          "must be a base64 image data URI",
        )
        .optional(),
      width: z.number().int().min(1).max(1000).optional(),
    })
    .optional(),
  colorPalette: z.object({ colors: z.array(cssColor).min(1).max(9) }).optional(),
  siteTypography: z
    .object({
      body: fontSettings.optional(),
      headings: fontSettings.optional(),
      perHeading: z.partialRecord(headingLevel, fontSettings).optional(),
    })
    .optional(),
  siteTitle: z.string().trim().max(200).optional(),
});

export type PreviewParams = z.infer<typeof previewParamsSchema>;
export type FontSettings = z.infer<typeof fontSettings>;

/** Reads the stored preview data; anything unreadable is ignored rather than half-applied. */
export function parsePreviewData(raw: string | null): PreviewParams | null {
  if (!raw) return null;
  try {
    const parsed = previewParamsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
const messageSchema = z.object({
  call: z.literal(PREVIEW_MESSAGE_CALL),
  value: z.object({ param: z.string(), data: z.unknown().optional() }),
});

/** A parent window's message, or null when it is not a valid preview message. */
export function readPreviewMessage(data: unknown): PreviewMessage | null {
  const message = messageSchema.safeParse(data);
  if (!message.success) return null;
  const { param, data: value } = message.data.value;
  if (param === "clearPreviewAssets" || param === "cleanStorage" || param === "completeOnboarding") {
    return { kind: param };
  }
  if (!(updatableParams as readonly string[]).includes(param)) return null;
  const params = previewParamsSchema.safeParse({ [param]: value });
  return params.success ? { kind: "update", params: params.data } : null;
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
  for (const level of headingLevel.options) {
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
