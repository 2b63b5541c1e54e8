import { describe, expect, it } from "vitest";
import { parseSettings } from "../settings/settings.ts";
import { applyPreference } from "./preferences.server.ts";
import { loadThemeShell } from "./theme-shell.server.ts";

function cookies(values: Record<string, string>) {
  return { cookie: (name: string) => values[name] };
}

const noticeSettings = parseSettings({
  storeNotice: { enabled: true, text: "Free shipping this week", id: "5", position: "hang-over-top" },
  colorPalette: { switcher: true },
  layout: { site: "boxed" },
});

describe("theme shell", () => {
  it("shows the store notice until its own cookie says hidden (S-THEME-05, S-THEME-06, S-THEME-08)", () => {
    expect(loadThemeShell(noticeSettings, cookies({})).storeNotice).toEqual({
      id: "5",
      text: "Free shipping this week",
      position: "hang-over-top",
    });
    expect(loadThemeShell(noticeSettings, cookies({ store_notice5: "hidden" })).storeNotice).toBeNull();
    // An older notice's dismissal does not hide this one.
    expect(loadThemeShell(noticeSettings, cookies({ store_notice4: "hidden" })).storeNotice).not.toBeNull();
  });

  it("renders the palette the cookie chose, with the dark-mode body class (S-THEME-11)", () => {
    const dark = loadThemeShell(noticeSettings, cookies({ astraColorSwitcherState: "true" }));
    expect(dark.paletteChoice).toBe("switched");
    expect(dark.bodyClasses).toContain("astra-dark-mode-enable");
    expect(dark.paletteCss).toContain(`--ast-global-color-4:${noticeSettings.colorPalette.switched[4]};`);
    const light = loadThemeShell(noticeSettings, cookies({ astraColorSwitcherState: "false" }));
    expect(light.bodyClasses).not.toContain("astra-dark-mode-enable");
  });

  it("ignores the palette cookie and the system preference when the switcher is off", () => {
    const shell = loadThemeShell(parseSettings({}), cookies({ astraColorSwitcherState: "true" }));
    expect(shell.paletteChoice).toBeNull();
    expect(shell.paletteSwitcher).toBe(false);
    expect(shell.paletteCss).not.toContain("@media");
  });

  it("marks the box layout on the body (S-THEME-22)", () => {
    expect(loadThemeShell(noticeSettings, cookies({})).bodyClasses).toContain("ast-box-layout");
    expect(loadThemeShell(parseSettings({}), cookies({})).bodyClasses).not.toContain("ast-box-layout");
  });
});

describe("display preferences posted without script", () => {
  function recorder() {
    const set: Array<{ name: string; value: string; maxAgeSeconds?: number }> = [];
    return {
      set,
      setCookie(name: string, value: string, options?: { maxAgeSeconds?: number }) {
        set.push({ name, value, maxAgeSeconds: options?.maxAgeSeconds });
      },
    };
  }

  it("dismisses a store notice with the same cookie the script sets (S-THEME-07)", () => {
    const shopper = recorder();
    expect(
      applyPreference(
        { preference: "store_notice", notice_id: "5", return_to: "/shop/?orderby=price" },
        shopper,
      ),
    ).toEqual({
      ok: true,
      redirectTo: "/shop/?orderby=price",
    });
    expect(shopper.set).toEqual([{ name: "store_notice5", value: "hidden", maxAgeSeconds: undefined }]);
  });

  it("saves a palette choice for 90 days (S-THEME-12)", () => {
    const shopper = recorder();
    applyPreference({ preference: "color_palette", palette: "switched", return_to: "/" }, shopper);
    expect(shopper.set).toEqual([
      { name: "astraColorSwitcherState", value: "true", maxAgeSeconds: 7_776_000 },
    ]);
  });

  it("returns only to paths on this site, and rejects incomplete forms without setting anything", () => {
    const shopper = recorder();
    expect(
      applyPreference(
        { preference: "color_palette", palette: "default", return_to: "https://evil.example/" },
        shopper,
      ),
    ).toEqual({
      ok: true,
      redirectTo: "/",
    });
    const rejected = recorder();
    expect(applyPreference({ preference: "store_notice", notice_id: "bad id;" }, rejected).ok).toBe(false);
    expect(applyPreference({ preference: "other" }, rejected).ok).toBe(false);
    expect(rejected.set).toEqual([]);
  });
});
