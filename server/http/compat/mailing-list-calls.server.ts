import type { Request, Response } from "express";
import { REST_NONCE_ACTION } from "../../../protocol/account-nonces.ts";
import {
  DEFAULT_OPT_IN_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  MAILCHIMP_SENDMAIL_ROUTE,
  MAILING_LIST_CONFIRM_ROUTE,
  MAILING_LIST_FORM_ROUTE,
  MAILING_LIST_NONCE_ROUTE,
  MAILING_LIST_POST_ID_FIELD,
  MAILING_LIST_UNSUBSCRIBE_ROUTE,
  MAILING_LIST_WIDGET_ID_FIELD,
  type MailingListMessages,
  mailingListOutcome,
} from "../../../protocol/mailing-list.ts";
import { REST_NONCE_HEADER, REST_PREFIX } from "../../../protocol/rest.ts";
import { documentSourceOf } from "../../content/document-source.server.ts";
import { type ElementorElement, walkElements } from "../../content/documents/elementor-data.ts";
import { resultPage } from "../../mailing-list/result-page.ts";
import { escapeHtml } from "../../mailing-list/subscriber-emails.ts";
import {
  checkUnsubscribeToken,
  confirmSubscriber,
  subscribe,
  unsubscribeSubscriber,
} from "../../mailing-list/subscribers.server.ts";
import type { Services } from "../../services.server.ts";
import { sameSitePath, sameSiteReferrerPath } from "../same-site.ts";
import { shopperOf } from "../shopper.server.ts";
import type { CompatRegistries } from "./registry.ts";

const MAIL_CHIMP_WIDGET = "elementskit-mail-chimp";

function siteOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

function sourcePageOf(req: Request): string {
  return sameSiteReferrerPath(req.get("referer"), req.get("host")) ?? "";
}

/**
 * `GET /wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed=<list>&email=…` with `X-WP-Nonce` (W-MAIL-01/02):
 * `{success: {body: "<provider JSON>"}, error: ""}`, or a non-empty `error`. A missing or stale nonce is
 * WordPress's REST 403.
 */
async function sendmail(req: Request, res: Response, services: Services): Promise<void> {
  const shopper = shopperOf(res);
  if (!(await shopper.checkNonce(req.get(REST_NONCE_HEADER), REST_NONCE_ACTION))) {
    res
      .status(403)
      .json({ code: "rest_cookie_invalid_nonce", message: "Cookie check failed.", data: { status: 403 } });
    return;
  }
  const result = await subscribe(services, {
    fields: req.query as Record<string, unknown>,
    sourcePage: sourcePageOf(req),
    clientIp: shopper.clientAddress(),
    origin: siteOrigin(req),
  });
  res.json(result);
}

async function restNonce(_req: Request, res: Response): Promise<void> {
  res.json({ nonce: await shopperOf(res).nonce(REST_NONCE_ACTION) });
}

/** The widget's settings in a published document, or null. */
async function widgetSettings(
  services: Services,
  postId: unknown,
  widgetId: unknown,
): Promise<Record<string, unknown> | null> {
  const id = Number(postId);
  if (!Number.isInteger(id) || id <= 0 || typeof widgetId !== "string" || !/^[a-z0-9]{1,20}$/i.test(widgetId))
    return null;
  const document = await documentSourceOf(services).document(id);
  if (!document?.elements) return null;
  let found: Record<string, unknown> | null = null;
  walkElements(document.elements as ElementorElement[], (element) => {
    if (element.id === widgetId && element.widgetType === MAIL_CHIMP_WIDGET) found = element.settings ?? {};
  });
  return found;
}

function messagesOf(settings: Record<string, unknown> | null): MailingListMessages {
  const text = (key: string, fallback: string) =>
    typeof settings?.[key] === "string" && settings[key] !== "" ? (settings[key] as string) : fallback;
  return {
    success: text("ekit_mail_chimp_success_message", DEFAULT_SUCCESS_MESSAGE),
    optIn: text("ekit_mail_chimp_opt_in_success_message", DEFAULT_OPT_IN_MESSAGE),
  };
}

/** A form post from another site is refused: the page has no nonce (it is cached), so the origin is checked. */
function crossSite(req: Request): boolean {
  const origin = req.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host !== req.get("host");
  } catch {
    return true;
  }
}

/**
 * The no-script sign-up: the widget's form posts here; the answer is a page with the message the widget would
 * show (the messages come from the widget's stored settings, never from the post).
 */
async function formPost(req: Request, res: Response, services: Services): Promise<void> {
  const fields = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
  const back = sourcePageOf(req) || sameSitePath(fields._source) || "/";
  res.setHeader("Cache-Control", "no-store");
  if (crossSite(req)) {
    res.status(403).type("text/plain").send("Cross-site form posts are refused.");
    return;
  }
  const settings = await widgetSettings(
    services,
    fields[MAILING_LIST_POST_ID_FIELD],
    fields[MAILING_LIST_WIDGET_ID_FIELD],
  );
  const listed =
    typeof settings?.ekit_mail_chimp_select_listed_id === "string" &&
    settings.ekit_mail_chimp_select_listed_id
      ? settings.ekit_mail_chimp_select_listed_id
      : fields.listed;
  const result = await subscribe(services, {
    fields: { ...fields, listed },
    sourcePage: back,
    clientIp: shopperOf(res).clientAddress(),
    origin: siteOrigin(req),
  });
  const message = mailingListOutcome(result, messagesOf(settings));
  res
    .status(message.kind === "error" ? 400 : 200)
    .type("text/html")
    .send(
      resultPage({
        shopName: services.settings.shop.name,
        heading: message.kind === "error" ? "Sign-up not completed" : "Thank you",
        message,
        backHref: back,
        backLabel: "Back to the page you were on",
      }),
    );
}

async function confirmLink(req: Request, res: Response, services: Services): Promise<void> {
  const outcome = await confirmSubscriber(services, req.query.token);
  const ok = outcome === "confirmed" || outcome === "already-confirmed";
  res
    .status(ok ? 200 : outcome === "expired" ? 410 : 400)
    .type("text/html")
    .send(
      resultPage({
        shopName: services.settings.shop.name,
        heading: ok ? "Subscription confirmed" : "This link does not work",
        message: ok
          ? { kind: "success", text: "Your address is confirmed: you are on our mailing list." }
          : outcome === "expired"
            ? { kind: "error", text: "This confirmation link has expired. Please sign up again." }
            : { kind: "error", text: "This confirmation link is not valid." },
        backHref: "/",
        backLabel: "Go to the shop",
      }),
    );
}

/** The unsubscribe link asks first (GET), then acts on the button (POST): mail scanners follow links. */
async function unsubscribeLink(req: Request, res: Response, services: Services): Promise<void> {
  const token =
    req.method === "POST" ? (req.body as Record<string, unknown> | undefined)?.token : req.query.token;
  const shopName = services.settings.shop.name;
  if (req.method === "GET") {
    const valid = (await checkUnsubscribeToken(services, token)) === "valid";
    const action = `${REST_PREFIX}${MAILING_LIST_UNSUBSCRIBE_ROUTE}`;
    res
      .status(valid ? 200 : 400)
      .type("text/html")
      .send(
        resultPage({
          shopName,
          heading: valid ? "Unsubscribe" : "This link does not work",
          message: valid
            ? { kind: "success", text: `Stop receiving emails from ${shopName}?` }
            : { kind: "error", text: "This unsubscribe link is not valid." },
          form: valid
            ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">Unsubscribe</button></form>`
            : undefined,
          backHref: "/",
          backLabel: "Go to the shop",
        }),
      );
    return;
  }
  const outcome = await unsubscribeSubscriber(services, token);
  const ok = outcome === "unsubscribed";
  res
    .status(ok ? 200 : 400)
    .type("text/html")
    .send(
      resultPage({
        shopName,
        heading: ok ? "You are unsubscribed" : "This link does not work",
        message: ok
          ? { kind: "success", text: "You will not receive our emails any more." }
          : { kind: "error", text: "This unsubscribe link is not valid." },
        backHref: "/",
        backLabel: "Go to the shop",
      }),
    );
}

export function registerMailingListCalls({ rest }: CompatRegistries): void {
  rest.register(`GET ${MAILCHIMP_SENDMAIL_ROUTE}`, sendmail);
  rest.register(`GET ${MAILING_LIST_NONCE_ROUTE}`, restNonce);
  rest.register(`POST ${MAILING_LIST_FORM_ROUTE}`, formPost);
  rest.register(`GET ${MAILING_LIST_CONFIRM_ROUTE}`, confirmLink);
  rest.register(`GET ${MAILING_LIST_UNSUBSCRIBE_ROUTE}`, unsubscribeLink);
  rest.register(`POST ${MAILING_LIST_UNSUBSCRIBE_ROUTE}`, unsubscribeLink);
}
