/**
 * WooCommerce's store-notice dismissal: cookie `store_notice<id>=hidden`, path `/`, for the browser
 * session. A new notice id gets a new cookie name, so a changed notice shows again.
 */
export const STORE_NOTICE_HIDDEN = "hidden";

export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}

/** The `document.cookie` assignment that dismisses the notice (no expiry: a session cookie). */
export function storeNoticeDismissCookie(noticeId: string): string {
  // Written by hand (ids are letters, digits, "-" and "_" by the settings schema): `cookie` would ship to the browser.
  return `${storeNoticeCookieName(noticeId)}=${STORE_NOTICE_HIDDEN}; Path=/; SameSite=Lax`;
}

export function isStoreNoticeDismissed(cookieValue: string | undefined): boolean {
  return cookieValue === STORE_NOTICE_HIDDEN;
}
