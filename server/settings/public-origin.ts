import type { Settings } from "./settings.ts";

/**
 * The origin links in emails point at: the configured site address when there is one, so a forged Host header
 * cannot send a password-reset link to another site; otherwise the origin the request came in on.
 */
export function publicOrigin(settings: Pick<Settings, "shop">, requestUrl: URL): string {
  return settings.shop.siteUrl ? new URL(settings.shop.siteUrl).origin : requestUrl.origin;
}
