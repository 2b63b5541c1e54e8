/**
 * The parts of a page that belong to one shopper (decision 030): the cart markup the page frame shows
 * and the nonces bound to the shopper's session. Everything else in a page for a shopper who is not
 * logged in and has no notice waiting is what a visitor without a session sees, so a stored page
 * becomes theirs by swapping these parts in.
 */
export interface PageParts {
  /** Markup the page frame shows for this shopper (mini cart, header cart link), by name. */
  fragments: Readonly<Record<string, string>>;
  /** Nonces the page carries for this shopper, by action. */
  nonces: Readonly<Record<string, string>>;
}

/** Shorter values could occur in a page by chance; nonces are 10 hex digits, fragments whole elements. */
const MIN_SPLICED_LENGTH = 8;

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * How a string loader value appears in React Router's hydration script: encoded as JSON by the
 * turbo-stream encoder, the chunk encoded as a JSON string again, and escaped for an inline script.
 */
export function hydrationEncoding(value: string): string {
  return JSON.stringify(JSON.stringify(value))
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character] ?? character);
}

/**
 * Replacements turning the guest's parts into the shopper's: every fragment as markup and as
 * hydration data, then every nonce wherever it stands (in attributes, configuration scripts, data).
 * A part missing from the shopper's set is left as it is.
 */
export function spliceReplacements(guest: PageParts, shopper: PageParts): Map<string, string> {
  const replacements = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from.length >= MIN_SPLICED_LENGTH && from !== to) replacements.set(from, to);
  };
  for (const [name, markup] of Object.entries(guest.fragments)) {
    const own = shopper.fragments[name];
    if (own === undefined) continue;
    add(markup, own);
    add(hydrationEncoding(markup), hydrationEncoding(own));
  }
  for (const [action, nonce] of Object.entries(guest.nonces)) {
    const own = shopper.nonces[action];
    if (own !== undefined) add(nonce, own);
  }
  return replacements;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The stored page with the shopper's parts in place of the guest's, in one pass (longest parts
 * first, so a fragment is replaced whole before the nonce inside it is considered, and nothing
 * replaced is looked at again).
 */
export function spliceParts(html: string, guest: PageParts, shopper: PageParts): string {
  const replacements = spliceReplacements(guest, shopper);
  if (replacements.size === 0) return html;
  const pattern = new RegExp(
    [...replacements.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "g",
  );
  return html.replace(pattern, (found) => replacements.get(found) ?? found);
}

/** Characters a set of parts holds, to charge it against the page cache's byte budget. */
export function partsSize(parts: PageParts): number {
  let size = 0;
  for (const value of Object.values(parts.fragments)) size += value.length;
  for (const value of Object.values(parts.nonces)) size += value.length;
  return size;
}
