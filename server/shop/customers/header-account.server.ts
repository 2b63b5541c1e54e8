import { LOGIN_NONCE_ACTION, LOGOUT_NONCE_ACTION } from "../../../protocol/account-nonces.ts";
import { MY_ACCOUNT_PATH } from "../../../protocol/shop-urls.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import { logoutUrl } from "./account-pages.server.ts";

/** What the header's account element needs: the customer's links, or a guest's login form nonce. */
export type HeaderAccount =
  | { kind: "customer"; accountUrl: string; logoutUrl: string }
  | { kind: "guest"; accountUrl: string; loginNonce: string; registration: boolean };

/** Costs no query beyond the session the page frame reads anyway. */
export async function loadHeaderAccount(
  shopper: Shopper,
  options: { registration: boolean },
): Promise<HeaderAccount> {
  if ((await shopper.customerId()) !== null) {
    return {
      kind: "customer",
      accountUrl: MY_ACCOUNT_PATH,
      logoutUrl: logoutUrl(await shopper.nonce(LOGOUT_NONCE_ACTION)),
    };
  }
  return {
    kind: "guest",
    accountUrl: MY_ACCOUNT_PATH,
    loginNonce: await shopper.nonce(LOGIN_NONCE_ACTION),
    registration: options.registration,
  };
}
