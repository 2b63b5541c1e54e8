import { PALETTE_COOKIE } from "../../protocol/cookies.ts";
import {
  type PaletteChoice,
  type PaletteSettings,
  paletteChoiceFromCookie,
  paletteStylesheet,
} from "../../protocol/palette.ts";
import { isStoreNoticeDismissed, storeNoticeCookieName } from "../../protocol/store-notice.ts";

import type { Shopper } from "../http/shopper.server.ts";
import type { Settings } from "../settings/settings.ts";

export interface ThemeShell {
  storeNotice: { id: string; text: string; position: "top" | "hang-over-top" } | null;
  palette: PaletteSettings;
  /** The palette the cookie chose, or null: then the system preference decides (in CSS and on the client). */
  paletteChoice: PaletteChoice | null;
  /** Rendered into the head so the first response already has the right colours (no flash). */
  paletteCss: string;
  /** Body classes the server can already decide. */
  bodyClasses: string[];
  paletteSwitcher: boolean;
  layout: Settings["layout"];
  scrollToTop: Settings["scrollToTop"] | null;
  readingProgress: boolean;
}

/** The theme's page furniture for one request, decided from the settings and the shopper's cookies. */
export function loadThemeShell(settings: Settings, shopper: Pick<Shopper, "cookie">): ThemeShell {
  const notice = settings.storeNotice;
  const showNotice =
    notice.enabled &&
    notice.text.trim() !== "" &&
    !isStoreNoticeDismissed(shopper.cookie(storeNoticeCookieName(notice.id)));
  const { switcher, ...palette } = settings.colorPalette;
  const paletteChoice = switcher ? paletteChoiceFromCookie(shopper.cookie(PALETTE_COOKIE)) : null;
  const bodyClasses: string[] = [];
  if (settings.layout.site === "boxed") bodyClasses.push("ast-box-layout");
  if (showNotice) bodyClasses.push(`ast-store-notice-position-${notice.position}`);
  if (paletteChoice === "switched" && palette.switchedIsDark) bodyClasses.push("astra-dark-mode-enable");
  return {
    storeNotice: showNotice ? { id: notice.id, text: notice.text, position: notice.position } : null,
    palette,
    paletteChoice,
    paletteCss: paletteStylesheet(switcher ? palette : { ...palette, switchedIsDark: false }, paletteChoice),
    bodyClasses,
    paletteSwitcher: switcher,
    layout: settings.layout,
    scrollToTop: settings.scrollToTop.enabled ? settings.scrollToTop : null,
    readingProgress: settings.readingProgress.enabled,
  };
}
