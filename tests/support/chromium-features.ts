/**
 * Debian's Chromium 156 preloads its WebUI omnibox popups (chrome://omnibox-popup.top-chrome/) in headless mode,
 * and their renderer keeps a quarter to a third of a core busy with nothing open. The e2e browsers
 * (playwright.config.ts) and the Lighthouse runs (bench/lighthouse.ts) both turn them off with these features.
 * Chromium reads a single --disable-features, so each adds them to the list it already passes.
 */
export const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const;
