/**
 * WordPress permalink structures (`/%year%/%monthnum%/%postname%/`): inferred from an export's post links,
 * turned into a post's path, and matched against a requested path. An empty structure is WordPress's "plain"
 * setting (`/?p=123`), under which posts get the default structure here, since Vitrine has real paths.
 */

export const DEFAULT_POST_STRUCTURE = "/%year%/%monthnum%/%postname%/";

export type PermalinkToken =
  | "year"
  | "monthnum"
  | "day"
  | "hour"
  | "minute"
  | "second"
  | "postname"
  | "post_id"
  | "category"
  | "author";

export interface PostFacts {
  id: number;
  slug: string;
  /** post_date, the site's local time: "2024-03-05 10:30:00". */
  localDate: string;
  /** Category slug paths (parent first, "journal/workshop"), the primary one first. */
  categoryPaths: readonly string[];
  authorLogin: string;
}

const DATE_TOKENS = ["year", "monthnum", "day", "hour", "minute", "second"] as const;

function dateParts(localDate: string): Record<(typeof DATE_TOKENS)[number], string> | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(localDate.trim());
  if (!match) return null;
  const [, year = "", monthnum = "", day = "", hour = "", minute = "", second = ""] = match;
  return { year, monthnum, day, hour, minute, second };
}

/** The path part of a link below the site's own path (`https://x.test/shop/2024/…` under `/shop` → `/2024/…`). */
export function pathBelowSite(link: string, siteUrl: string): { path: string; search: string } | null {
  let url: URL;
  let site: URL;
  try {
    url = new URL(link);
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (url.hostname.replace(/^www\./, "") !== site.hostname.replace(/^www\./, "")) return null;
  const base = site.pathname.replace(/\/+$/, "");
  if (base && !(url.pathname === base || url.pathname.startsWith(`${base}/`))) return null;
  return { path: url.pathname.slice(base.length) || "/", search: url.search };
}

/** The structure one post's link follows, or null when the link does not fit the post's facts. */
export function structureOfLink(link: string, siteUrl: string, post: PostFacts): string | null {
  const below = pathBelowSite(link, siteUrl);
  if (!below) return null;
  if (below.path === "/" && new URLSearchParams(below.search).get("p") === String(post.id)) return "";
  const segments = below.path.split("/").filter(Boolean).map(decodeSegment);
  const trailingSlash = below.path.endsWith("/");
  const date = dateParts(post.localDate);
  const used = new Set<PermalinkToken>();
  const parts: string[] = [];
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index] ?? "";
    const category = post.categoryPaths
      .map((categoryPath) => categoryPath.split("/"))
      .find((path) => path.every((part, offset) => segments[index + offset] === part));
    let token: PermalinkToken | null = null;
    if (!used.has("postname") && segment === post.slug && post.slug !== "") token = "postname";
    else if (!used.has("post_id") && segment === String(post.id)) token = "post_id";
    else if (date) token = DATE_TOKENS.find((name) => !used.has(name) && date[name] === segment) ?? null;
    if (token === null && category && !used.has("category")) {
      used.add("category");
      parts.push("%category%");
      index += category.length;
      continue;
    }
    if (token === null && !used.has("author") && segment === post.authorLogin && segment !== "")
      token = "author";
    if (token) {
      used.add(token);
      parts.push(`%${token}%`);
    } else {
      parts.push(segment);
    }
    index++;
  }
  // A link that names neither the post's slug nor its id does not identify the post: not a structure.
  if (!used.has("postname") && !used.has("post_id")) return null;
  return `/${parts.join("/")}${trailingSlash ? "/" : ""}`;
}

/**
 * The permalink structure most of the export's post links follow; null when the export has no post links
 * that identify their posts (the caller keeps what it had).
 */
export function inferPermalinkStructure(
  samples: readonly { link: string; post: PostFacts }[],
  siteUrl: string,
): string | null {
  const counts = new Map<string, number>();
  for (const { link, post } of samples) {
    const structure = structureOfLink(link, siteUrl, post);
    if (structure !== null) counts.set(structure, (counts.get(structure) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [structure, count] of counts) {
    if (count > bestCount) {
      best = structure;
      bestCount = count;
    }
  }
  return best;
}

/** A post's path under a structure ("" — plain — uses the default structure). */
export function postPath(structure: string, post: PostFacts): string {
  const effective = structure === "" ? DEFAULT_POST_STRUCTURE : structure;
  const date = dateParts(post.localDate) ?? {
    year: "",
    monthnum: "",
    day: "",
    hour: "",
    minute: "",
    second: "",
  };
  const values: Record<PermalinkToken, string> = {
    ...date,
    postname: encodeURIComponent(post.slug),
    post_id: String(post.id),
    category: (post.categoryPaths[0] ?? "uncategorized").split("/").map(encodeURIComponent).join("/"),
    author: encodeURIComponent(post.authorLogin),
  };
  return effective.replace(/%([a-z_]+)%/g, (whole, name: string) =>
    name in values ? values[name as PermalinkToken] : whole,
  );
}

export type PathCaptures = Partial<Record<PermalinkToken, string>>;

const TOKEN_PATTERNS: Record<PermalinkToken, RegExp> = {
  year: /^\d{4}$/,
  monthnum: /^\d{2}$/,
  day: /^\d{2}$/,
  hour: /^\d{2}$/,
  minute: /^\d{2}$/,
  second: /^\d{2}$/,
  postname: /^[^/]+$/,
  post_id: /^\d+$/,
  category: /^[^/]+$/,
  author: /^[^/]+$/,
};

/**
 * Reads a path under a structure: the tokens' values, or null when the path does not fit. A trailing slash
 * is optional either way (WordPress redirects between the two).
 */
export function matchPostPath(structure: string, path: string): PathCaptures | null {
  const pattern = (structure === "" ? DEFAULT_POST_STRUCTURE : structure).split("/").filter(Boolean);
  const segments = path.split("/").filter(Boolean).map(decodeSegment);
  const captures: PathCaptures = {};
  let at = 0;
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index] ?? "";
    const token = /^%([a-z_]+)%$/.exec(part)?.[1] as PermalinkToken | undefined;
    if (token === "category") {
      const after = pattern.length - index - 1;
      const taken = segments.length - at - after;
      if (taken < 1) return null;
      captures.category = segments.slice(at, at + taken).join("/");
      at += taken;
      continue;
    }
    const segment = segments[at];
    if (segment === undefined) return null;
    if (token && token in TOKEN_PATTERNS) {
      if (!TOKEN_PATTERNS[token].test(segment)) return null;
      captures[token] = segment;
    } else if (segment !== part) {
      return null;
    }
    at++;
  }
  return at === segments.length ? captures : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
