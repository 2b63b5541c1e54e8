import {
  isPreviewUrl,
  mergePreviewParams,
  type PreviewParams,
  parsePreviewData,
  readPreviewMessage,
  typographyStylesheet,
  webFontsUrl,
} from "~/furniture/starter-preview.ts";
import { PREVIEW_QUERY_PARAMETER, PREVIEW_STORAGE_KEY } from "../../protocol/starter-preview.ts";

const TYPOGRAPHY_STYLE_ID = "starter-templates-preview-typography";
const FONTS_LINK_ID = "starter-templates-preview-fonts";
const PREVIEW_LOGO_CLASS = "starter-templates-preview-logo";

/**
 * Applies starter-templates preview data to the page when it is opened in preview mode, and keeps
 * applying what the onboarding window sends. Outside preview mode it does nothing, so ordinary
 * visitors never request web fonts (S-THEME-20).
 */
export function installStarterPreview(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win || !isPreviewUrl(win.location.search)) return () => undefined;
  const page = createPreviewPage(doc);
  let current = parsePreviewData(readStorage(win));
  if (current) page.apply(current);

  const onMessage = (event: MessageEvent) => {
    // Only the embedding onboarding window (same site) or this window itself may drive the preview.
    if (event.origin !== win.location.origin) return;
    const message = readPreviewMessage(event.data);
    if (!message) return;
    switch (message.kind) {
      case "update":
        current = mergePreviewParams(current, message.params);
        writeStorage(win, current);
        page.apply(current);
        break;
      case "clearPreviewAssets":
        page.clear();
        break;
      case "cleanStorage":
        current = null;
        removeStorage(win);
        break;
      case "completeOnboarding": {
        current = null;
        removeStorage(win);
        page.clear();
        const url = new URL(win.location.href);
        url.searchParams.delete(PREVIEW_QUERY_PARAMETER);
        win.location.replace(url.toString());
        break;
      }
    }
  };
  win.addEventListener("message", onMessage);
  return () => win.removeEventListener("message", onMessage);
}

function readStorage(win: Window): string | null {
  try {
    return win.localStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): nothing to preview
  }
}

function writeStorage(win: Window, params: PreviewParams): void {
  try {
    win.localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(params));
  } catch {
    // The live page still shows the change; it just will not survive a reload.
  }
}

function removeStorage(win: Window): void {
  try {
    win.localStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The page elements preview data touches, with what they looked like before so `clear` can restore them. */
function createPreviewPage(doc: Document) {
  const root = doc.documentElement;
  const titles = [...doc.querySelectorAll<HTMLElement>(".site-title")];
  const originalTitles = titles.map((title) => title.textContent ?? "");
  const touchedColors = new Set<string>();

  function applyLogo(logo: PreviewParams["siteLogo"]): void {
    const source = logo?.dataUri ?? logo?.url;
    let image = doc.querySelector<HTMLImageElement>(`img.${PREVIEW_LOGO_CLASS}`);
    if (!source) {
      image?.closest(".site-logo-img")?.remove();
      return;
    }
    if (!image) {
      const branding = doc.querySelector(".site-branding");
      if (!branding) return;
      const wrapper = doc.createElement("span");
      wrapper.className = "site-logo-img";
      const link = doc.createElement("a");
      link.href = "/";
      link.rel = "home";
      link.className = "custom-logo-link";
      image = doc.createElement("img");
      image.className = `custom-logo ${PREVIEW_LOGO_CLASS}`;
      image.alt = originalTitles[0] ?? "";
      link.append(image);
      wrapper.append(link);
      branding.prepend(wrapper);
    }
    image.src = source;
    if (logo?.width) image.style.width = `${logo.width}px`;
    else image.style.removeProperty("width");
  }

  function applyColors(colors: string[] | undefined): void {
    for (const name of touchedColors) root.style.removeProperty(name);
    touchedColors.clear();
    colors?.forEach((color, index) => {
      const name = `--ast-global-color-${index}`;
      root.style.setProperty(name, color);
      touchedColors.add(name);
    });
  }

  function applyTypography(typography: PreviewParams["siteTypography"]): void {
    const css = typographyStylesheet(typography);
    let style = doc.getElementById(TYPOGRAPHY_STYLE_ID);
    if (!css) style?.remove();
    else {
      if (!style) {
        style = doc.createElement("style");
        style.id = TYPOGRAPHY_STYLE_ID;
        doc.head.append(style);
      }
      style.textContent = css;
    }
    const fonts = webFontsUrl(typography);
    let link = doc.getElementById(FONTS_LINK_ID) as HTMLLinkElement | null;
    if (!fonts) link?.remove();
    else {
      if (!link) {
        link = doc.createElement("link");
        link.id = FONTS_LINK_ID;
        link.rel = "stylesheet";
        doc.head.append(link);
      }
      if (link.href !== fonts) link.href = fonts;
    }
  }

  function applyTitle(title: string | undefined): void {
    titles.forEach((element, index) => {
      element.textContent = title ?? originalTitles[index] ?? "";
    });
  }

  return {
    apply(params: PreviewParams): void {
      applyLogo(params.siteLogo);
      applyColors(params.colorPalette?.colors);
      applyTypography(params.siteTypography);
      applyTitle(params.siteTitle);
    },
    clear(): void {
      applyLogo(undefined);
      applyColors(undefined);
      applyTypography(undefined);
      applyTitle(undefined);
    },
  };
}
