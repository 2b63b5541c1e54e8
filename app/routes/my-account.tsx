import { data, redirect } from "react-router";
import accountStylesheet from "~/account/account.css?url";
import { AccountView, accountPageTitle, type PostedForm } from "~/account/account-pages.tsx";
import type { PageHandle } from "~/lib/page-handle.ts";
import { personalPageHeaders } from "../../server/http/cache-headers.ts";
import { postedFields } from "../../server/http/input/posted-fields.server.ts";
import { handleAccountPost, loadAccountPage } from "../../server/shop/customers/account-pages.server.ts";
import type { Route } from "./+types/my-account";

export const headers = personalPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStylesheet }];

const LOGGED_IN_KINDS = new Set([
  "dashboard",
  "orders",
  "view-order",
  "addresses",
  "edit-address",
  "edit-account",
]);

export const handle: PageHandle = {
  bodyClass: (loaderData) => {
    const kind = (loaderData as { page?: { kind?: string } } | undefined)?.page?.kind ?? "";
    return `woocommerce-account woocommerce-page${LOGGED_IN_KINDS.has(kind) ? " logged-in" : ""}`;
  },
};

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "My account" }];
  return [
    { title: `${accountPageTitle(loaderData.page)} – ${loaderData.shopName}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadAccountPage(context.services, context.shopper, new URL(request.url));
  if (page.kind === "redirect") throw redirect(page.to, 303);
  if (page.kind === "not-found") throw data("Page not found", { status: 404 });
  const { settings } = context.services;
  const display = {
    currency: settings.currency,
    taxDisplay: settings.tax.displayCart,
    taxTotalDisplay: settings.tax.totalDisplay,
    timeZone: settings.shop.timezone,
  };
  return data({ page, shopName: settings.shop.name, display }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleAccountPost(
    context.services,
    context.shopper,
    postedFields(context),
    new URL(request.url),
    request.headers.get("referer"),
  );
  if ("redirect" in result) return redirect(result.redirect, 303);
  return data(result, { status: 400 });
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const posted: PostedForm | null = actionData
    ? {
        form: actionData.form,
        feedback: { errors: actionData.errors, notices: actionData.notices, values: actionData.values },
      }
    : null;
  return <AccountView page={loaderData.page} posted={posted} display={loaderData.display} />;
}
