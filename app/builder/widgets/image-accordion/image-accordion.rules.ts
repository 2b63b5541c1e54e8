/**
 * ElementsKit's image accordion opens a link only when it starts with `#` or uses http, https, mailto, tel or ftp
 * (W-MISC-28); anything else (`javascript:`, `data:`, `vbscript:`, a protocol-relative `//host`) is not opened.
 * A site-relative path (`/shop/`) is kept too: the WordPress import rewrites the old site's own absolute
 * `https://` links into such paths, so refusing them would break links that passed the rule before the move.
 */
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:", "ftp:"]);

export function accordionLinkAllowed(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === "") return false;
  if (trimmed.startsWith("#")) return true;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  // No scheme at the start (`java\tscript:`, a leading control character, `shop/`) is not opened either.
  if (!scheme) return false;
  return ALLOWED_PROTOCOLS.has(`${scheme[1]?.toLowerCase()}:`);
}
