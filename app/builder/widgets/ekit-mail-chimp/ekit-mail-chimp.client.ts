import {
  MAILCHIMP_SENDMAIL_ROUTE,
  MAILING_LIST_FIELDS,
  MAILING_LIST_NONCE_ROUTE,
  mailingListOutcome,
} from "../../../../protocol/mailing-list.ts";
import { REST_NONCE_HEADER, REST_PREFIX } from "../../../../protocol/rest.ts";
import type { WidgetModule } from "../../runtime/types.ts";

/**
 * Sends the sign-up as ElementsKit does (W-MAIL-01): `GET …/mailchimp/sendmail/?listed=<list>&<fields>` with
 * `X-WP-Nonce`, then shows the outcome in `.ekit-mail-message` (W-MAIL-02..06). Text goes in with
 * `textContent`; a network failure shows as an error too, and the form stays filled in to try again.
 */
async function send(form: HTMLFormElement): Promise<unknown> {
  const nonceResponse = await fetch(`${REST_PREFIX}${MAILING_LIST_NONCE_ROUTE}`, {
    credentials: "same-origin",
  });
  const { nonce } = (await nonceResponse.json()) as { nonce?: string };
  const data = new FormData(form);
  const query = new URLSearchParams({ listed: form.dataset.listed ?? "" });
  for (const name of MAILING_LIST_FIELDS) {
    const value = data.get(name);
    if (typeof value === "string") query.set(name, value);
  }
  const response = await fetch(`${REST_PREFIX}${MAILCHIMP_SENDMAIL_ROUTE}/?${query}`, {
    credentials: "same-origin",
    headers: { [REST_NONCE_HEADER]: nonce ?? "", Accept: "application/json" },
  });
  const json = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok)
    return {
      success: [],
      error: typeof json?.message === "string" ? json.message : `HTTP ${response.status}`,
    };
  return json;
}

const module: WidgetModule = {
  mount(element) {
    const form = element.querySelector<HTMLFormElement>("form.ekit-mailChimpForm");
    const box = form?.querySelector<HTMLElement>(".ekit-mail-message");
    if (!form || !box) return undefined;
    const submit = form.querySelector<HTMLButtonElement>(".ekit-mail-submit");
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (submit) submit.disabled = true;
      form.setAttribute("aria-busy", "true");
      box.classList.remove("success", "error");
      let response: unknown;
      try {
        response = await send(form);
      } catch {
        response = { success: [], error: "the sign-up could not be sent. Please try again." };
      }
      const outcome = mailingListOutcome(response, {
        success: form.dataset.successMessage ?? "",
        optIn: form.dataset.successOptInMessage ?? "",
      });
      box.textContent = outcome.text;
      box.classList.add(outcome.kind);
      box.setAttribute("role", outcome.kind === "error" ? "alert" : "status");
      if (outcome.kind === "success") form.reset();
      if (submit) submit.disabled = false;
      form.removeAttribute("aria-busy");
    };
    const listener = (event: Event) => void onSubmit(event as SubmitEvent);
    form.addEventListener("submit", listener);
    return () => form.removeEventListener("submit", listener);
  },
};

export default module;
