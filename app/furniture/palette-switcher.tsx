import { type FormEvent, useEffect, useState } from "react";
import { useBodyClasses } from "~/lib/body-classes.ts";
import {
  DARK_MODE_BODY_CLASS,
  effectivePalette,
  type PaletteChoice,
  type PaletteSettings,
  paletteCookie,
  paletteVariables,
  toggledPalette,
} from "../../protocol/palette.ts";
import { PREFERENCES_PATH } from "./preferences.ts";

/**
 * Astra's colour-palette switcher (S-THEME-11, S-THEME-12). The server already painted the page
 * from the cookie; a switch rewrites the `--ast-global-color-N` properties in place, toggles the
 * dark-mode body class and saves the choice for 90 days. Without script the form posts the choice.
 */
export function PaletteSwitcher({
  palette,
  choice,
  returnTo,
}: {
  palette: PaletteSettings;
  /** The cookie's choice, or null when the system preference decides. */
  choice: PaletteChoice | null;
  returnTo: string;
}) {
  const [current, setCurrent] = useState<PaletteChoice>(choice ?? "default");
  useEffect(() => {
    // With no cookie the server could not know the system preference; the stylesheet's media query
    // already shows the right colours, and this makes the button and body class agree with them.
    if (choice) return;
    const shown = effectivePalette(palette, null, window.matchMedia("(prefers-color-scheme: dark)").matches);
    setCurrent(shown);
  }, [choice, palette]);
  const dark = current === "switched" && palette.switchedIsDark;
  // The server painted the cookie's choice; after a switch the body-class store keeps the class in step.
  useBodyClasses(dark ? [DARK_MODE_BODY_CLASS] : [], dark ? [] : [DARK_MODE_BODY_CLASS]);

  const next = toggledPalette(current);
  const switchPalette = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = document.documentElement;
    for (const [name, value] of Object.entries(
      paletteVariables(next === "switched" ? palette.switched : palette.default),
    )) {
      root.style.setProperty(name, value);
    }
    root.style.setProperty("color-scheme", next === "switched" && palette.switchedIsDark ? "dark" : "light");
    // biome-ignore lint/suspicious/noDocumentCookie: Astra's switcher state is this exact browser cookie
    document.cookie = paletteCookie(next);
    setCurrent(next);
  };

  const label = palette.switchedIsDark ? "Dark colour mode" : "Alternative colour palette";
  return (
    <form
      className="ast-builder-color-switcher"
      method="post"
      action={PREFERENCES_PATH}
      onSubmit={switchPalette}
    >
      <input type="hidden" name="preference" value="color_palette" />
      <input type="hidden" name="palette" value={next} />
      <input type="hidden" name="return_to" value={returnTo} />
      <button
        type="submit"
        className="ast-switcher-button"
        aria-pressed={current === "switched"}
        aria-label={label}
        data-palette={current}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3a9 9 0 1 0 9 9c0-.5 0-1-.1-1.4A5.5 5.5 0 0 1 13.4 3.1 9 9 0 0 0 12 3z"
          />
        </svg>
      </button>
    </form>
  );
}
