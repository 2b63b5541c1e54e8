import { data, redirect } from "react-router";
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
