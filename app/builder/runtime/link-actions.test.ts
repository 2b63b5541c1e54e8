import { describe, expect, it, vi } from "vitest";
import {
  createLinkActions,
  LINK_ACTIONS,
  linkActionHref,
  parseLinkAction,
  plainAddressOf,
  withPopupPageAddress,
} from "./link-actions.ts";

describe("link actions", () => {
  it("parses an action with base64 JSON settings, plain or URI-encoded (W-URL-12)", () => {
    const href = "#elementor-action:action=popup:open&settings=eyJpZCI6IjEyMyIsInRvZ2dsZSI6ZmFsc2V9";
    expect(parseLinkAction(href)).toEqual({ action: "popup:open", settings: { id: "123", toggle: false } });
    expect(parseLinkAction(`https://shop.example/page/${encodeURIComponent(href)}`)).toEqual({
      action: "popup:open",
      settings: { id: "123", toggle: false },
    });
    expect(
      parseLinkAction(
        "%23elementor-action%3Aaction%3Dpopup%3Aclose%26settings%3DeyJkb19ub3Rfc2hvd19hZ2FpbiI6InllcyJ9",
      ),
    ).toEqual({
      action: "popup:close",
      settings: { do_not_show_again: "yes" },
    });
  });

  it("parses actions without settings, and bad settings as none", () => {
    expect(parseLinkAction("#elementor-action:action=reload-page")).toEqual({
      action: "reload-page",
      settings: {},
    });
    expect(parseLinkAction("#elementor-action:action=off_canvas:toggle&settings=!!!")).toEqual({
      action: "off_canvas:toggle",
      settings: {},
    });
    expect(parseLinkAction("#about")).toBeNull();
    expect(parseLinkAction("/shop/")).toBeNull();
  });

  it("round-trips what it encodes, including non-ASCII settings", () => {
    const href = linkActionHref(LINK_ACTIONS.popupOpen, { id: 7, note: "été" });
    expect(parseLinkAction(href)).toEqual({ action: "popup:open", settings: { id: 7, note: "été" } });
  });

  it("routes popup and off-canvas actions to the widgets that registered them (W-URL-12..16)", () => {
    const registry = createLinkActions();
    const calls: string[] = [];
    for (const action of [
      LINK_ACTIONS.popupOpen,
      LINK_ACTIONS.popupClose,
      LINK_ACTIONS.offCanvasOpen,
      LINK_ACTIONS.offCanvasClose,
      LINK_ACTIONS.offCanvasToggle,
    ])
      registry.register(action, (settings) => calls.push(`${action} ${JSON.stringify(settings)}`));
    for (const href of [
      linkActionHref("popup:open", { id: "5" }),
      linkActionHref("popup:close", { do_not_show_again: "yes" }),
      linkActionHref("off_canvas:open", { id: "a1" }),
      linkActionHref("off_canvas:close", { id: "a1" }),
      linkActionHref("off_canvas:toggle", { id: "a1" }),
    ]) {
      const action = parseLinkAction(href);
      if (action) registry.dispatch(action);
    }
    expect(calls).toEqual([
      'popup:open {"id":"5"}',
      'popup:close {"do_not_show_again":"yes"}',
      'off_canvas:open {"id":"a1"}',
      'off_canvas:close {"id":"a1"}',
      'off_canvas:toggle {"id":"a1"}',
    ]);
  });

  it("does nothing for an action nobody handles, and says so at debug level", () => {
    const debug = vi.fn();
    expect(createLinkActions(debug).dispatch({ action: "popup:open", settings: {} })).toBe(false);
    expect(debug).toHaveBeenCalledWith("link action popup:open has no handler on this page");
  });

  it("keeps one handler per action; unregistering frees it", () => {
    const registry = createLinkActions();
    const off = registry.register("popup:open", () => {});
    expect(() => registry.register("popup:open", () => {})).toThrow(/already has a handler/);
    off();
    expect(() => registry.register("popup:open", () => {})).not.toThrow();
  });
});

describe("popup links without script", () => {
  it("a popup:open link carries its popup's page address before the action; other links are unchanged", () => {
    const open = linkActionHref("popup:open", { id: "41", toggle: false });
    const rewritten = withPopupPageAddress(open);
    expect(rewritten).toBe(`/?elementor_library=41${open}`);
    expect(parseLinkAction(rewritten)).toEqual({
      action: "popup:open",
      settings: { id: "41", toggle: false },
    });
    expect(withPopupPageAddress(encodeURIComponent(open))).toBe(`/?elementor_library=41${open}`);
    expect(withPopupPageAddress(linkActionHref("popup:close"))).toBe(linkActionHref("popup:close"));
    expect(withPopupPageAddress(linkActionHref("popup:open", { id: "x<y" }))).toBe(
      linkActionHref("popup:open", { id: "x<y" }),
    );
    expect(withPopupPageAddress("/shop/")).toBe("/shop/");
  });

  it("reads the plain address before an action", () => {
    expect(plainAddressOf("/?elementor_library=41#elementor-action:action=popup:open")).toBe(
      "/?elementor_library=41",
    );
    expect(plainAddressOf("#elementor-action:action=popup:open")).toBeNull();
    expect(plainAddressOf("%23elementor-action%3Aaction%3Dpopup%3Aclose")).toBeNull();
  });
});
