import { DEFAULT_POST_STRUCTURE, postPath } from "./permalinks.ts";

/**
 * Where pages and posts live: a page at its slug below its parents' (`/about/team/`), a post at the permalink
 * structure (the export's, or `/%year%/%monthnum%/%postname%/`). Templates have no path of their own.
 */

export interface PathSubject {
  id: number;
  type: string;
  slug: string;
  parentId: number | null;
  localDate: string;
  authorLogin: string;
  /** Category slug paths of a post (parent first). */
  categoryPaths: readonly string[];
}

export function computePaths(
  subjects: readonly PathSubject[],
  structure: string | null,
): Map<number, string> {
  const pages = new Map(subjects.filter((subject) => subject.type === "page").map((page) => [page.id, page]));
  const paths = new Map<number, string>();
  const pagePath = (page: PathSubject): string => {
    const slugs: string[] = [];
    const seen = new Set<number>();
    let current: PathSubject | undefined = page;
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      slugs.unshift(encodeURIComponent(current.slug));
      current = current.parentId === null ? undefined : pages.get(current.parentId);
    }
    return `/${slugs.join("/")}/`;
  };
  for (const subject of subjects) {
    if (subject.type === "page") paths.set(subject.id, pagePath(subject));
    else if (subject.type === "post")
      paths.set(
        subject.id,
        postPath(structure ?? DEFAULT_POST_STRUCTURE, {
          id: subject.id,
          slug: subject.slug,
          localDate: subject.localDate,
          categoryPaths: subject.categoryPaths,
          authorLogin: subject.authorLogin,
        }),
      );
  }
  return paths;
}

/** Slug paths of terms (`journal/workshop`) from a list with parents. */
export function termSlugPaths(
  terms: readonly { id: number; slug: string; parentId: number | null }[],
): Map<number, string> {
  const byId = new Map(terms.map((term) => [term.id, term]));
  const paths = new Map<number, string>();
  for (const term of terms) {
    const slugs: string[] = [];
    const seen = new Set<number>();
    let current: (typeof terms)[number] | undefined = term;
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      slugs.unshift(current.slug);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    paths.set(term.id, slugs.join("/"));
  }
  return paths;
}
