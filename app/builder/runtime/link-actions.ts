/**
 * Elementor's link actions: an href `#elementor-action:action=<name>&settings=<base64 JSON>` (also URI-encoded,
 * `%23elementor-action%3Aaction%3D…`) asks a widget to act instead of navigating (W-URL-12..17). The runtime
 * parses the link and hands it to the handler the owning widget registered; `reload-page` is the runtime's own.
 */

import { TEMPLATE_PAGE_PARAM } from "../../../protocol/shop-urls.ts";

export const LINK_ACTIONS = {
  popupOpen: "popup:open",
  popupClose: "popup:close",
  offCanvasOpen: "off_canvas:open",
  offCanvasClose: "off_canvas:close",
  offCanvasToggle: "off_canvas:toggle",
  reloadPage: "reload-page",
} as const;

export interface LinkAction {
  action: string;
  settings: Record<string, unknown>;
}

const LINK_ACTION = /#elementor-action:action=([^&]+)(?:&settings=(.*))?$/;

/** The action in an href, or null when the href is not a link action. */
export function parseLinkAction(href: string): LinkAction | null {
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // A malformed escape: read the href as written.
  }
  const match = LINK_ACTION.exec(decoded);
  if (!match?.[1]) return null;
  return { action: match[1], settings: decodeSettings(match[2]) };
}

function decodeSettings(encoded: string | undefined): Record<string, unknown> {
  if (!encoded) return {};
  try {
    const json = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    const value: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))),
    );
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The popup a `popup:open` link names, as the plain address of its content page (`/?elementor_library=<id>`)
 * followed by the action: a visitor without script follows the address and reads the popup as a page; with
 * script the runtime reads the action and opens the dialog (decision 024). Other hrefs are returned unchanged.
 */
export function withPopupPageAddress(href: string): string {
  if (!/^(#|%23)/.test(href.trim())) return href;
  const parsed = parseLinkAction(href);
  if (parsed?.action !== LINK_ACTIONS.popupOpen) return href;
  const id = String(parsed.settings.id ?? "");
  if (!/^\d{1,9}$/.test(id)) return href;
  return `/?${TEMPLATE_PAGE_PARAM}=${id}${linkActionHref(parsed.action, parsed.settings)}`;
}

/** The address a link action's href carries before its `#elementor-action:` part, or null (a bare action). */
export function plainAddressOf(href: string): string | null {
  const index = href.search(/(#|%23)elementor-action(:|%3A)/i);
  const address = (index < 0 ? href : href.slice(0, index)).trim();
  return address === "" ? null : address;
}

/** Encodes an action the way Elementor writes it (tests, and widgets that build such links). */
export function linkActionHref(action: string, settings?: Record<string, unknown>): string {
  if (!settings) return `#elementor-action:action=${action}`;
  const bytes = new TextEncoder().encode(JSON.stringify(settings));
  return `#elementor-action:action=${action}&settings=${btoa(String.fromCharCode(...bytes))}`;
}

export type LinkActionHandler = (settings: Record<string, unknown>, event: { link: Element | null }) => void;

export interface LinkActionRegistry {
  /** Registers the handler of an action (one per action); returns a function that removes it. */
  register(action: string, handler: LinkActionHandler): () => void;
  /** Runs the handler of a link action; an action nobody handles does nothing (logged at debug level). */
  dispatch(action: LinkAction, link?: Element | null): boolean;
}

export function createLinkActions(debug: (message: string) => void = () => {}): LinkActionRegistry {
  const handlers = new Map<string, LinkActionHandler>();
  return {
    register(action, handler) {
      if (handlers.has(action)) throw new Error(`Link action "${action}" already has a handler`);
      handlers.set(action, handler);
      return () => {
        if (handlers.get(action) === handler) handlers.delete(action);
      };
    },
    dispatch({ action, settings }, link = null) {
      const handler = handlers.get(action);
      if (!handler) {
        debug(`link action ${action} has no handler on this page`);
        return false;
      }
      handler(settings, { link });
      return true;
    },
  };
}
