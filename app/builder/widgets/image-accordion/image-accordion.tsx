import type { LinkValue } from "../../render/fields.ts";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import type { Picture } from "../image/picture.ts";
import { accordionLinkAllowed } from "./image-accordion.rules.ts";
import type { ImageAccordionSettings } from "./settings.ts";

export type ImageAccordionData = { pictures: (Picture | null)[] };

const ZOOM_ICON = { value: "fas fa-search-plus", library: "fa-solid" };
const LINK_ICON = { value: "fas fa-link", library: "fa-solid" };

/** A link control as anchor props, only when the accordion's rule lets it open (W-MISC-28). */
function accordionLink(value: Partial<LinkValue>) {
  if (typeof value.url !== "string" || !accordionLinkAllowed(value.url)) return null;
  // The rule decides the address (it allows ftp:, which the general link helper does not); the helper gives the
  // target, rel and custom attributes.
  const attributes = linkAttributes({ ...value, url: "#" });
  return attributes ? { ...anchorProps(attributes), href: value.url.trim() } : null;
}

/**
 * ElementsKit's image accordion: panels side by side, one widened at a time. The widening is CSS: the hovered or
 * focused panel, else the one whose radio button is checked (a tap, a click or arrow keys; the owner's "active"
 * panel to start), so it works without script. Each panel's button, lightbox and project links are rendered only
 * when their address passes the accordion's link rule.
 */
export function ImageAccordion({
  settings,
  data,
  element,
}: WidgetProps<ImageAccordionSettings, ImageAccordionData>) {
  const items = settings.ekit_img_accordion_items;
  if (items.length === 0) return null;
  const group = `ekit-ia-${element.id}`;
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.ekit_img_accordion_active),
  );
  return (
    <fieldset className="elementskit-image-accordion-wraper">
      <legend className="elementor-screen-only">{String(settings.ekit_img_accordion_name)}</legend>
      <div className="ekit-image-accordion">
        {items.map((item, index) => {
          const picture = data.pictures[index] ?? null;
          const title = String(item.ekit_img_accordion_title);
          const button = item.ekit_img_accordion_enable_button
            ? accordionLink(item.ekit_img_accordion_button_url)
            : null;
          const project = item.ekit_img_accordion_enable_project_link
            ? accordionLink(item.ekit_img_accordion_project_link)
            : null;
          const zoom =
            item.ekit_img_accordion_enable_pupup && picture && accordionLinkAllowed(picture.full)
              ? picture.full
              : null;
          const id = `${group}-${index}`;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: panels keep their stored order
              key={`${item._id}-${index}`}
              className="elementskit-single-image-accordion ekit-image-accordion-item"
            >
              <input
                className="elementskit-single-image-accordion--input"
                type="radio"
                name={group}
                id={id}
                defaultChecked={index === activeIndex}
              />
              {picture ? (
                <img
                  className="ekit-image-accordion-bg"
                  src={picture.src}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  srcSet={picture.srcSet}
                  sizes="(max-width: 767px) 100vw, 50vw"
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="elementskit-accordion-content">
                <label htmlFor={id} className="elementskit-accordion-title-wraper">
                  {item.ekit_img_accordion_enable_icon ? (
                    <span className="elementskit-accordion-icon">
                      <ElementorIcon icon={item.ekit_img_accordion_title_icons} />
                    </span>
                  ) : null}
                  <span className="elementskit-accordion-title">{title}</span>
                </label>
                {button && String(item.ekit_img_accordion_button_label) ? (
                  <span className="elementskit-btn-wraper">
                    <a className="ekit-image-accordion--btn elementskit-btn" {...button}>
                      {String(item.ekit_img_accordion_button_label)}
                    </a>
                  </span>
                ) : null}
                {zoom || project ? (
                  <span className="elementskit-icon-wraper">
                    {zoom ? (
                      <a
                        className="icon-outline circle"
                        href={zoom}
                        data-elementor-open-lightbox="yes"
                        data-elementor-lightbox-title={title || undefined}
                      >
                        <ElementorIcon icon={ZOOM_ICON} />
                        <span className="elementor-screen-only">Enlarge {title}</span>
                      </a>
                    ) : null}
                    {project ? (
                      <a className="icon-outline circle" {...project}>
                        <ElementorIcon icon={LINK_ICON} />
                        <span className="elementor-screen-only">Open {title}</span>
                      </a>
                    ) : null}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
