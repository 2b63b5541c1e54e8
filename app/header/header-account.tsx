import { type FormEvent, type MouseEvent, useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { NO_FEEDBACK } from "~/account/form-parts.tsx";
import { LoginForm } from "~/account/login-form.tsx";
import type { HeaderAccount as HeaderAccountData } from "../../server/shop/customers/header-account.server.ts";
import type { loader as myAccountLoader } from "../routes/my-account.tsx";
import { AccountIcon, CloseIcon } from "./icons.tsx";
import { MenuLink, type MenuLocation, SubmenuToggle } from "./menu-items.tsx";
import { isCurrentMenuUrl, isWithinPath } from "./menu-tree.ts";
import { closeOnBackdropClick, keepFocusInside } from "./modal-panel.client.ts";

export const LOGIN_POPUP_ID = "ast-hb-account-login-wrap";

const ACCOUNT_LINKS = [
  { label: "My account", path: "" },
  { label: "Orders", path: "orders/" },
  { label: "Addresses", path: "edit-address/" },
  { label: "Account details", path: "edit-account/" },
] as const;

/**
 * Astra's header account element: a customer's account menu, or for a guest an account icon that
 * opens the login popup (a plain link to the account page without script, or when the settings say
 * so, or on the account pages, which show the login form themselves).
 */
export function HeaderAccount({
  account,
  location,
  loginPopup,
}: {
  account: HeaderAccountData;
  location: MenuLocation;
  loginPopup: boolean;
}) {
  return (
    <div className="ast-header-account ast-header-account-wrap">
      {account.kind === "customer" ? (
        <CustomerMenu account={account} location={location} />
      ) : loginPopup && !isWithinPath(location.pathname, account.accountUrl) ? (
        <GuestLoginPopup account={account} location={location} />
      ) : (
        <Link to={account.accountUrl} className="ast-header-account-link">
          <AccountIcon />
          <span className="screen-reader-text">Log in</span>
        </Link>
      )}
    </div>
  );
}

function CustomerMenu({
  account,
  location,
}: {
  account: Extract<HeaderAccountData, { kind: "customer" }>;
  location: MenuLocation;
}) {
  return (
    <nav className="ast-header-account-nav" aria-label="Account">
      <ul className="ast-account-nav-menu" data-header-menu="dropdown">
        <li className="menu-item menu-item-has-children ast-header-account-menu-item">
          <Link to={account.accountUrl} className="ast-header-account-link menu-link">
            <AccountIcon />
            <span className="screen-reader-text">Account</span>
          </Link>
          <SubmenuToggle label="Account" controls="ast-account-sub-menu" />
          <ul id="ast-account-sub-menu" className="sub-menu">
            {ACCOUNT_LINKS.map(({ label, path }) => {
              const url = `${account.accountUrl}${path}`;
              return (
                <li key={label} className="menu-item">
                  <MenuLink url={url} current={isCurrentMenuUrl(url, location)}>
                    {label}
                  </MenuLink>
                </li>
              );
            })}
            <li className="menu-item ast-header-account-logout">
              {/* A full page load: logging out ends the session every nonce on the page is bound to. */}
              <a href={account.logoutUrl} className="menu-link">
                Log out
              </a>
            </li>
          </ul>
        </li>
      </ul>
    </nav>
  );
}

function GuestLoginPopup({
  account,
  location,
}: {
  account: Extract<HeaderAccountData, { kind: "guest" }>;
  location: MenuLocation;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  // The page's nonce is bound to the session it was made for; a first add to the cart since then
  // started a new one, so each opening asks the account page for a current nonce.
  const fresh = useFetcher<typeof myAccountLoader>();
  const nonce = fresh.data?.page.kind === "login" ? fresh.data.page.loginNonce : account.loginNonce;
  // A login sent before the fresh nonce arrived waits for it.
  const waitingForm = useRef<HTMLFormElement | null>(null);
  const submitWhenCurrent = (event: FormEvent<HTMLFormElement>) => {
    if (fresh.state === "idle") return;
    event.preventDefault();
    waitingForm.current = event.currentTarget;
  };
  useEffect(() => {
    const form = waitingForm.current;
    if (fresh.state !== "idle" || !form) return;
    waitingForm.current = null;
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="login"]'));
  }, [fresh.state]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const release = [keepFocusInside(element), closeOnBackdropClick(element)];
    const returnFocus = () => opener.current?.focus();
    element.addEventListener("close", returnFocus);
    return () => {
      for (const undo of release) undo();
      element.removeEventListener("close", returnFocus);
    };
  }, []);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // New-tab and new-window clicks keep going to the account page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const element = dialog.current;
    if (!element) return;
    event.preventDefault();
    fresh.load(account.accountUrl);
    element.showModal();
    element.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
  };

  return (
    <>
      <a
        ref={opener}
        href={account.accountUrl}
        className="ast-header-account-link ast-account-action-login"
        aria-haspopup="dialog"
        aria-controls={LOGIN_POPUP_ID}
        onClick={open}
      >
        <AccountIcon />
        <span className="screen-reader-text">Log in</span>
      </a>
      <dialog
        ref={dialog}
        id={LOGIN_POPUP_ID}
        className="ast-hb-account-login-wrapper"
        aria-labelledby="ast-hb-login-title"
      >
        <div className="ast-hb-account-login">
          <div className="ast-hb-account-login-header">
            <h2 id="ast-hb-login-title" className="ast-hb-account-login-title">
              Log in
            </h2>
            <button
              type="button"
              id="ast-hb-login-close"
              className="ast-hb-login-close"
              onClick={() => dialog.current?.close()}
            >
              <span className="screen-reader-text">Close</span>
              <CloseIcon />
            </button>
          </div>
          <div className="ast-hb-account-login-form">
            <LoginForm
              nonce={nonce}
              redirectTo={`${location.pathname}${location.search}`}
              feedback={NO_FEEDBACK}
              labelledBy="ast-hb-login-title"
              action={account.accountUrl}
              idPrefix="ast-login-"
              reloadDocument
              onSubmit={submitWhenCurrent}
            />
            {account.registration ? (
              <p className="ast-hb-account-register">
                New here? <a href={account.accountUrl}>Create an account</a>
              </p>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
