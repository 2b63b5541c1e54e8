import { LRUCache } from "lru-cache";
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
/**
 * Fragments encoded for hydration data, by fragment: a cart's fragments are kept per cart hash, so the same
 * shopper's next page (and every shopper with the same cart) finds the encoding done.
 */
const hydrationEncodings = new LRUCache<string, string>({ max: 500 });

function encodedForHydration(value: string): string {
  let encoded = hydrationEncodings.get(value);
  if (encoded === undefined) {
    encoded = hydrationEncoding(value);
    hydrationEncodings.set(value, encoded);
  }
  return encoded;
}

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

/** What a stored page's guest parts are matched with, built once per stored page (the pattern is long). */
interface GuestPattern {
  pattern: RegExp | null;
  /** Each guest part (as it stands in the page) and how to find the shopper's own in their parts. */
  owners: Map<string, (shopper: PageParts) => string | undefined>;
}

const guestPatterns = new WeakMap<PageParts, GuestPattern>();

function guestPattern(guest: PageParts): GuestPattern {
  const known = guestPatterns.get(guest);
  if (known) return known;
  const owners = new Map<string, (shopper: PageParts) => string | undefined>();
  const add = (from: string, own: (shopper: PageParts) => string | undefined) => {
    if (from.length >= MIN_SPLICED_LENGTH) owners.set(from, own);
  };
  for (const [name, markup] of Object.entries(guest.fragments)) {
    add(markup, (shopper) => shopper.fragments[name]);
    add(hydrationEncoding(markup), (shopper) => {
      const own = shopper.fragments[name];
      return own === undefined ? undefined : encodedForHydration(own);
    });
  }
  for (const [action, nonce] of Object.entries(guest.nonces)) add(nonce, (shopper) => shopper.nonces[action]);
  const pattern =
    owners.size === 0
      ? null
      : new RegExp(
          [...owners.keys()]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join("|"),
          "g",
        );
  const built = { pattern, owners };
  guestPatterns.set(guest, built);
  return built;
}

/**
 * A stored page cut at every guest part, once per stored page: `segments` are the text around the
 * parts (one more than `slots`), `slots` the guest parts as they stand. Filling it costs a join, not a
 * scan of the page.
 */
export interface SpliceTemplate {
  segments: string[];
  slots: string[];
  /** Where each slot starts in the stored page (a character index). */
  slotStarts: number[];
  /** Characters held, to charge against a byte budget. */
  size: number;
}

export function spliceTemplate(html: string, guest: PageParts): SpliceTemplate {
  const { pattern } = guestPattern(guest);
  const segments: string[] = [];
  const slots: string[] = [];
  const slotStarts: number[] = [];
  let from = 0;
  if (pattern) {
    for (const match of html.matchAll(pattern)) {
      segments.push(html.slice(from, match.index));
      slots.push(match[0]);
      slotStarts.push(match.index);
      from = match.index + match[0].length;
    }
  }
  segments.push(html.slice(from));
  return { segments, slots, slotStarts, size: html.length };
}

/**
 * The stored page with the shopper's parts in place of the guest's, as one left-to-right pass would
 * give (longest parts first, so a fragment is replaced whole before the nonce inside it is considered,
 * and nothing replaced is looked at again).
 */
export function fillTemplate(template: SpliceTemplate, guest: PageParts, shopper: PageParts): string {
  return joinSlots(template, slotValues(template, guest, shopper));
}

/** The template's segments with `values` in its slots. */
export function joinSlots(template: SpliceTemplate, values: readonly string[]): string {
  const { segments } = template;
  let html = segments[0] ?? "";
  for (let index = 0; index < values.length; index++) html += values[index] + (segments[index + 1] ?? "");
  return html;
}

/** What stands in each of the template's slots for this shopper: their own part, or the guest's where they share it. */
export function slotValues(template: SpliceTemplate, guest: PageParts, shopper: PageParts): string[] {
  const { owners } = guestPattern(guest);
  const own = new Map<string, string>();
  const replace = (found: string): string => {
    let replacement = own.get(found);
    if (replacement === undefined) {
      replacement = owners.get(found)?.(shopper) ?? found;
      // A part the shopper shares with the guest may still hold a nonce that is theirs: look inside it.
      if (replacement === found && found.length > MAX_NONCE_LENGTH) {
        const inner = guestPattern({ fragments: {}, nonces: guest.nonces }).pattern;
        if (inner) replacement = found.replace(inner, (nonce) => replace(nonce));
      }
      own.set(found, replacement);
    }
    return replacement;
  };
  return template.slots.map(replace);
}

/** The stored page with the shopper's parts in place of the guest's (a template made and filled once). */
export function spliceParts(html: string, guest: PageParts, shopper: PageParts): string {
  return fillTemplate(spliceTemplate(html, guest), guest, shopper);
}

/** Nonces are 10 hex digits; anything longer matched is a fragment. */
const MAX_NONCE_LENGTH = 32;

/** Characters a set of parts holds, to charge it against the page cache's byte budget. */
export function partsSize(parts: PageParts): number {
  let size = 0;
  for (const value of Object.values(parts.fragments)) size += value.length;
  for (const value of Object.values(parts.nonces)) size += value.length;
  return size;
}
