import type { UIMatch } from "react-router";

/**
 * Route modules export `handle: PageHandle` to name their page type. The root
 * layout turns it into body classes, which is how the theme's scripts (and
 * shops' own CSS) recognise shop archive, single product, cart and checkout.
 */
export interface PageHandle {
  bodyClass?: string;
}

export function bodyClassFromMatches(matches: UIMatch[]): string {
  const classes = matches.flatMap((match) => {
    const handle = match.handle as PageHandle | undefined;
    return handle?.bodyClass ? [handle.bodyClass] : [];
  });
  return classes.join(" ");
}
