import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import { MediaImage } from "../../render/media-image.tsx";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import type { flipBoxSettings } from "./settings.ts";

export type FlipBoxData = { media: MediaInfo | null };

/**
 * `.elementor-flip-box` with its front (`__front`) and back (`__back`) layers. The front is a button (pressed when
 * turned) so keyboards and taps can flip it; the back's text is in the page for screen readers either way, and
 * the box turns on hover or focus with CSS alone.
 */
export function FlipBox({
  settings,
  data,
  context,
}: WidgetProps<z.output<typeof flipBoxSettings>, FlipBoxData>) {
  const link = linkAttributes(settings.link);
  const titleA = context.sanitize.inline(String(settings.title_text_a));
  const titleB = context.sanitize.inline(String(settings.title_text_b));
  const buttonText = String(settings.button_text);
  const graphic =
    settings.graphic_element === "image" ? (
      <div className="elementor-flip-box__image">
        <MediaImage value={settings.image} media={data.media} decorative />
      </div>
    ) : settings.graphic_element === "icon" ? (
      <div className="elementor-icon-wrapper elementor-view-default">
        <div className="elementor-icon" aria-hidden="true">
          <ElementorIcon icon={settings.selected_icon} />
        </div>
      </div>
    ) : null;
  return (
    <div className="elementor-flip-box" data-trigger={settings.flip_trigger}>
      {/* biome-ignore lint/a11y/useSemanticElements: the face holds a heading and blocks, which a <button> may not */}
      <div
        className="elementor-flip-box__layer elementor-flip-box__front"
        role="button"
        tabIndex={0}
        aria-pressed="false"
        aria-label={`${titleA.replace(/<[^>]*>/g, "")}: show more`}
      >
        <div className="elementor-flip-box__layer__overlay">
          <div className="elementor-flip-box__layer__inner">
            {graphic}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy (decision 019) */}
            <h3 className="elementor-flip-box__layer__title" dangerouslySetInnerHTML={{ __html: titleA }} />
            <div className="elementor-flip-box__layer__description">
              {String(settings.description_text_a)}
            </div>
          </div>
        </div>
      </div>
      <div className="elementor-flip-box__layer elementor-flip-box__back">
        <div className="elementor-flip-box__layer__overlay">
          <div className="elementor-flip-box__layer__inner">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy (decision 019) */}
            <h3 className="elementor-flip-box__layer__title" dangerouslySetInnerHTML={{ __html: titleB }} />
            <div className="elementor-flip-box__layer__description">
              {String(settings.description_text_b)}
            </div>
            {link && buttonText ? (
              <a
                className="elementor-flip-box__button elementor-button elementor-size-sm"
                {...anchorProps(link)}
              >
                {buttonText}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
