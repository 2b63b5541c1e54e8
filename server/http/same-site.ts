import { hasControlCharacters } from "./input/control-characters.ts";

/**
 * Where a visitor may be sent back to after a form or link: only a path on this site. The value is
 * resolved first (dot segments, `%2e`, repeated slashes) and checked afterwards, so `/.//evil.example/`
 * or `/x/..//evil.example/` cannot turn into the protocol-relative `//evil.example/`.
 */
const PLACEHOLDER_ORIGIN = "http://same.site";
const MAX_PATH_LENGTH = 2000;

export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_PATH_LENGTH || hasControlCharacters(value)) return null;
  const candidate = value.trim();
  if (!candidate.startsWith("/") || candidate.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(candidate, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isPlainPath(resolved) ? resolved : null;
}

/** Begins with exactly one slash, so no browser reads a host out of it. */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/**
 * The path of a `Referer` that points at this site (same host as the request), or null. Used to go
 * back to the page a link or form was on.
 */
export function sameSiteReferrerPath(
  referrer: string | null | undefined,
  requestHost: string | null | undefined,
  options: { withoutParams?: readonly string[] } = {},
): string | null {
  if (!referrer || !requestHost) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.host !== requestHost || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  for (const name of options.withoutParams ?? []) url.searchParams.delete(name);
  return sameSitePath(`${url.pathname}${url.search}`);
}
