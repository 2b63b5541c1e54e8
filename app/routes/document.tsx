import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { splitPagedPath } from "~/builder/page/condition-context.ts";
import documentPageStylesheet from "~/builder/page/document-page.css?url";
import { type DocumentPageData, loadDocumentPage } from "~/builder/page/document-page.server.ts";
import { BlogIndex, DocumentArticle, documentBodyClass } from "~/builder/page/document-page.tsx";
import type { PageHandle } from "~/lib/page-handle.ts";
import { documentSourceOf } from "../../server/content/document-source.server.ts";
import type { Route } from "./+types/document";

/**
 * Every address no other route claims: an imported page (`/about/`, `/about/team/`), a post at the export's
 * permalink, the blog index (`/blog/`, `/blog/page/2/`) and its category and tag archives, or a real 404. The
 * document's HTML reaches the page through its slot, never through the loader data.
 */
export const handle: PageHandle = {
  bodyClass: (loaded) => documentBodyClass(loaded as DocumentPageData | undefined),
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: documentPageStylesheet },
  // Feed readers find the blog's feed from any of its pages, as WordPress announces it.
  { rel: "alternate", type: "application/rss+xml", title: "Feed", href: "/feed/" },
];

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const shopName = (matches[0]?.data as { shop?: { name?: string } } | undefined)?.shop?.name ?? "Vitrine";
  if (!loaded) return [{ title: `Page not found – ${shopName}` }, { name: "robots", content: "noindex" }];
  const title = loaded.kind === "blog" ? loaded.title : loaded.document.title;
  return [{ title: `${title} – ${shopName}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const loaded = await loadDocumentPage(
    documentSourceOf(context.services),
    context.documentSlots,
    url.pathname,
    url.searchParams,
    context.pageTags,
  );
  if (!loaded) throw data("Not found", { status: 404 });
  if (loaded.kind === "redirect") throw redirect(`${loaded.location}${url.search}`, 301);
  return {
    ...loaded,
    basePath: splitPagedPath(url.pathname).path,
    locale: context.services.settings.shop.language,
    timeZone: context.services.settings.shop.timezone,
  };
}

/**
 * A document's widgets keep their state in the address: a loop filter writes its selection with `pushState`
 * (W-URL-02..06), and on back and forward the grid and the filter update in place (popstate). Those entries differ
 * from each other by their query alone, so they are not revalidated. Revalidating would run the client loader
 * below, which loads the whole page again. A quick back-then-forward could then land on the wrong entry, because
 * the reload of the first could finish after the second. A form sent to the page, or another path, loads as before.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** A client-side navigation to a document becomes a full page load: the document's HTML comes only with the page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "blog")
    return (
      <BlogIndex
        data={loaderData}
        basePath={loaderData.basePath}
        locale={loaderData.locale}
        timeZone={loaderData.timeZone}
      />
    );
  return (
    <DocumentArticle
      document={loaderData.document}
      locale={loaderData.locale}
      timeZone={loaderData.timeZone}
    />
  );
}
