import type { UIMatch } from "react-router";

/**
 * Route modules export `handle: PageHandle` to name their page type. The root
 * layout turns it into body classes, which is how the theme's scripts (and
 * shops' own CSS) recognise shop archive, single product, cart and checkout.
 */
export interface PageHandle {
  /** Fixed classes, or classes that depend on the route's loader data (e.g. `logged-in`). */
  bodyClass?: string | ((data: unknown) => string);
}

export function bodyClassFromMatches(matches: UIMatch[]): string {
  const classes = matches.flatMap((match) => {
    const handle = match.handle as PageHandle | undefined;
    const classes =
      typeof handle?.bodyClass === "function" ? handle.bodyClass(match.data) : handle?.bodyClass;
    return classes ? [classes] : [];
  });
  return classes.join(" ");
}
