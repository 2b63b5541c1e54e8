import { withPopupPageAddress } from "../runtime/link-actions.ts";
import type { LinkValue } from "./fields.ts";

/**
 * A URL control as anchor attributes. Documents are untrusted: only web, mail and phone links, paths, query
 * strings and fragments (including Elementor's `#elementor-action:` links) survive; `javascript:` and other
 * schemes do not. Custom attributes (`key|value` pairs) never set event handlers, styles or other URLs.
 */
export interface LinkAttributes {
  href: string;
  target?: "_blank";
  rel?: string;
  extra: Record<string, string>;
}

const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/|\.{1,2}\/|\?|#)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const CUSTOM_ATTRIBUTE_NAME = /^[a-z][a-z0-9_.:-]*$/i;
const FORBIDDEN_CUSTOM_ATTRIBUTE = /^(on|href$|src|style$|srcdoc$|formaction$|xlink:|target$|rel$|action$)/i;

/** A URL safe to put in `href`, or null. Relative references without a scheme are kept as written. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === "") return null;
  if (SAFE_URL.test(trimmed)) return trimmed;
  return SCHEME.test(trimmed) ? null : trimmed;
}

export function linkAttributes(link: Partial<LinkValue> | undefined | null): LinkAttributes | null {
  const safe = typeof link?.url === "string" ? safeHref(link.url) : null;
  if (!safe || !link) return null;
  // A popup link leads to the popup's own page without script (decision 024).
  const href = withPopupPageAddress(safe);
  const external = link.is_external === "on" || link.is_external === true;
  const nofollow = link.nofollow === "on" || link.nofollow === true;
  const rel = [nofollow ? "nofollow" : "", external ? "noopener" : ""].filter(Boolean).join(" ");
  return {
    href,
    ...(external ? { target: "_blank" as const } : {}),
    ...(rel ? { rel } : {}),
    extra: customAttributes(link.custom_attributes ?? ""),
  };
}

/** Elementor's "Custom Attributes": `key|value` pairs separated by commas. */
export function customAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const pair of text.split(",")) {
    const [rawName = "", ...rest] = pair.split("|");
    const name = rawName.trim().toLowerCase();
    if (!CUSTOM_ATTRIBUTE_NAME.test(name) || FORBIDDEN_CUSTOM_ATTRIBUTE.test(name)) continue;
    attributes[name] = rest.join("|").trim();
  }
  return attributes;
}

/** Spreadable props for an `<a>` (React attribute names). */
export function anchorProps(attributes: LinkAttributes): Record<string, string> {
  const { extra, ...rest } = attributes;
  return { ...extra, ...rest };
}
