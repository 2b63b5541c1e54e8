import type { ConditionContext, ResolvedPath } from "./document-source.ts";

/**
 * What a Vitrine address shows, as Elementor Pro's display conditions see it, so header and footer templates
 * can be chosen for every page (shop pages included), not only for documents. Shop addresses map without a
 * lookup; pages and posts come resolved.
 */
export function conditionContextFor(url: URL, resolved: ResolvedPath | null): ConditionContext {
  const path = url.pathname.replace(/\/?$/, "/");
  if (url.searchParams.has("s")) return { kind: "archive", postType: "product", archive: { type: "search" } };
  if (resolved?.kind === "document") {
    const { document } = resolved;
    return {
      kind: "singular",
      postType: document.type === "post" ? "post" : "page",
      id: document.id,
      isFrontPage: path === "/",
    };
  }
  if (resolved?.kind === "blog")
    return { kind: "archive", postType: "post", archive: { type: "post_type" }, isFrontPage: path === "/" };
  if (path === "/") return { kind: "singular", postType: "page", id: 0, isFrontPage: true };
  if (/^\/(shop|product-category|product-tag)\//.test(path))
    return { kind: "archive", postType: "product", archive: { type: "post_type" } };
  if (path.startsWith("/product/")) return { kind: "singular", postType: "product", id: 0 };
  if (/^\/(cart|checkout|my-account)\//.test(path)) return { kind: "singular", postType: "page", id: 0 };
  return { kind: "not_found" };
}

/** `/blog/page/3/` → `{path: "/blog/", page: 3}`; WordPress's pagination suffix on any listing. */
export function splitPagedPath(pathname: string): { path: string; page: number } {
  const path = pathname.replace(/\/?$/, "/");
  const match = /^(.*\/)page\/(\d+)\/$/.exec(path);
  if (!match?.[1] || !match[2]) return { path, page: 1 };
  return { path: match[1], page: Math.max(1, Number(match[2])) };
}
