import { type FormEvent, useState } from "react";
import { storeNoticeDismissCookie } from "../../protocol/store-notice.ts";
import { PREFERENCES_PATH } from "./preferences.ts";

export interface StoreNoticeData {
  id: string;
  text: string;
  position: "top" | "hang-over-top";
}

/**
 * WooCommerce's store notice (S-THEME-05..08). The server leaves it out once its cookie says
 * `hidden`, so a dismissed notice never flashes. Dismissing sets the cookie in the browser; without
 * script the button posts to the preferences route, which sets the same cookie and comes back.
 */
export function StoreNotice({ notice, returnTo }: { notice: StoreNoticeData | null; returnTo: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (!notice || dismissed) return null;
  const dismiss = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: WooCommerce's dismissal is this exact browser cookie
    document.cookie = storeNoticeDismissCookie(notice.id);
    setDismissed(true);
  };
  return (
    <section
      aria-label="Store notice"
      className={`woocommerce-store-notice demo_store ast-store-notice-${notice.position}`}
      data-notice-id={notice.id}
    >
      <p className="woocommerce-store-notice__text">{notice.text}</p>
      <form method="post" action={PREFERENCES_PATH} onSubmit={dismiss}>
        <input type="hidden" name="preference" value="store_notice" />
        <input type="hidden" name="notice_id" value={notice.id} />
        <input type="hidden" name="return_to" value={returnTo} />
        <button type="submit" className="woocommerce-store-notice__dismiss-link">
          Dismiss
        </button>
      </form>
    </section>
  );
}
