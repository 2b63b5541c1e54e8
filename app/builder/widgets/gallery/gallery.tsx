import type { CSSProperties } from "react";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { Picture } from "../image/picture.ts";
import type { GalleryEntry } from "./gallery.rules.ts";
import type { GallerySettings } from "./settings.ts";

export type GalleryData = {
  entries: (GalleryEntry & { picture: Picture })[];
  titles: string[];
};

/**
 * Elementor Pro's gallery (`.elementor-gallery__container` of `a.e-gallery-item`) in grid, justified or masonry
 * layout, all three pure CSS. Several galleries get a filter bar; it is a group of radio buttons that filter with
 * CSS alone (`:has(:checked)`, rules in the generated CSS), so filtering works without script and with the
 * keyboard. Links to the full image open in the lightbox (the runtime's), else the image itself.
 */
export function Gallery({ settings, data, element }: WidgetProps<GallerySettings, GalleryData>) {
  if (data.entries.length === 0) return null;
  const custom = settings.link_to === "custom" ? linkAttributes(settings.url) : null;
  const filterName = `gallery-filter-${element.id}`;
  const showFilter = settings.gallery_type === "multiple" && data.titles.length > 0;
  const lightbox = settings.open_lightbox === "no" ? "no" : "yes";
  return (
    <>
      {showFilter ? (
        <fieldset className="elementor-gallery__titles-container">
          <legend className="elementor-screen-only">Show</legend>
          {settings.show_all_galleries ? (
            <label className="elementor-item elementor-gallery-title">
              <input type="radio" name={filterName} value="all" defaultChecked />
              <span>{String(settings.show_all_galleries_label) || "All"}</span>
            </label>
          ) : null}
          {data.titles.map((title, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: galleries are identified by their position
            <label key={index} className="elementor-item elementor-gallery-title">
              <input
                type="radio"
                name={filterName}
                value={String(index)}
                defaultChecked={!settings.show_all_galleries && index === 0}
              />
              <span>{title}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div
        className={`elementor-gallery__container e-gallery-container e-gallery-${settings.gallery_layout}`}
      >
        {data.entries.map(({ picture, tags }, index) => {
          const caption = overlayText(settings.overlay_title, picture);
          const ratio = picture.width && picture.height ? picture.width / picture.height : 1.5;
          const inner = (
            <>
              <img
                className="e-gallery-image elementor-gallery-item__image"
                src={picture.src}
                // The overlay already says it: the same words as alt text would be read twice.
                alt={caption === picture.alt ? "" : picture.alt}
                width={picture.width}
                height={picture.height}
                srcSet={picture.srcSet}
                sizes={picture.sizes}
                loading={index < 8 ? undefined : "lazy"}
                decoding="async"
              />
              {settings.overlay_background ? <span className="elementor-gallery-item__overlay" /> : null}
              {caption ? (
                <span className="elementor-gallery-item__content">
                  <span className="elementor-gallery-item__title">{caption}</span>
                </span>
              ) : null}
            </>
          );
          const key = `${picture.mediaId ?? picture.src}-${index}`;
          const common = {
            className: "e-gallery-item elementor-gallery-item",
            "data-e-gallery-tags": tags.join(","),
            "data-vitrine-tags": tags.map((tag) => `g${tag}`).join(" "),
            style: { "--vitrine-ratio": ratio.toFixed(4) } as CSSProperties,
          };
          if (settings.link_to === "file")
            return (
              <a
                key={key}
                {...common}
                href={picture.full}
                data-elementor-open-lightbox={lightbox}
                data-elementor-lightbox-slideshow={`all-${element.id}`}
                data-elementor-lightbox-title={caption || picture.alt || undefined}
              >
                {inner}
              </a>
            );
          if (custom)
            return (
              <a key={key} {...common} {...anchorProps(custom)}>
                {inner}
              </a>
            );
          return (
            <div key={key} {...common}>
              {inner}
            </div>
          );
        })}
      </div>
    </>
  );
}

function overlayText(kind: string, picture: Picture): string {
  if (kind === "caption" || kind === "description") return picture.caption;
  if (kind === "alt" || kind === "title") return picture.alt;
  return "";
}
