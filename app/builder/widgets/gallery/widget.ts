import { DEVICES, responsiveKey } from "../../devices.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { loadMedia, pictureOf } from "../image/picture.ts";
import { cssAspectRatio, galleryEntries } from "./gallery.rules.ts";
import { Gallery, type GalleryData } from "./gallery.tsx";
import { gallerySettings } from "./settings.ts";

/** Pro's responsive column defaults: 4, then 2 on tablets and 1 on phones. */
const COLUMN_DEFAULTS = { desktop: 4, tablet: 2, mobile: 1 } as const;

export default defineWidget({
  types: ["gallery"],
  settings: gallerySettings,
  Component: Gallery,
  async load(settings, services): Promise<GalleryData> {
    const entries = galleryEntries(settings.gallery_type, settings.gallery, settings.galleries);
    const media = await Promise.all(entries.map((entry) => loadMedia(entry.image, services)));
    const shown = entries.flatMap((entry, index) => {
      const picture = pictureOf(entry.image, media[index] ?? null, settings.thumbnail_image_size);
      return picture ? [{ ...entry, picture }] : [];
    });
    return { entries: shown, titles: settings.galleries.map((gallery) => String(gallery.gallery_title)) };
  },
  css(settings, style) {
    for (const device of DEVICES) {
      const own = settings[responsiveKey("columns", device)];
      const columns = typeof own === "number" ? own : device === "desktop" ? 4 : undefined;
      if (columns !== undefined || device !== "desktop")
        style.rule("", { "--vitrine-gallery-columns": columns ?? COLUMN_DEFAULTS[device] }, device);
    }
    style.responsive("gap", "", (value) => {
      const length = sliderLength(value);
      return length ? { "--vitrine-gallery-gap": length } : null;
    });
    style.responsive("ideal_row_height", "", (value) => {
      const length = sliderLength(value);
      return length ? { "--vitrine-gallery-row-height": length } : null;
    });
    style.rule("", { "--vitrine-gallery-aspect": cssAspectRatio(settings.aspect_ratio) });
    // The filter: CSS alone hides what the checked gallery does not hold (works without script).
    settings.galleries.forEach((_gallery, index) => {
      style.rule(
        `:has(.elementor-gallery__titles-container input[value="${index}"]:checked) .e-gallery-item:not([data-vitrine-tags~="g${index}"])`,
        { display: "none" },
      );
    });
  },
  wrapperClasses: (settings) => [`elementor-gallery--layout-${settings.gallery_layout}`],
});
