import { ElementorIcon } from "../../render/icon.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { Picture } from "../image/picture.ts";
import type { VideoPopupSettings } from "./settings.ts";
import { popupVideo } from "./video-popup.rules.ts";

export type VideoPopupData = { thumbnail: Picture | null; selfHosted: string | null };

/**
 * ElementsKit's video popup: a thumbnail with a play button. Without script the button is a link to the video's
 * page (or file); with script it opens the video in the lightbox, loading the provider's player API only then.
 * `data-elementor-open-lightbox="no"` keeps the runtime's image lightbox off it: the widget's module owns the click.
 */
export function VideoPopup({ settings, data }: WidgetProps<VideoPopupSettings, VideoPopupData>) {
  const video = popupVideo(settings);
  const href = video?.watchUrl ?? (settings.ekit_video_popup_video_type === "self" ? data.selfHosted : null);
  if (!href) return null;
  const style = settings.ekit_video_popup_button_style;
  const title = String(settings.ekit_video_popup_button_title);
  const provider = video ? (video.provider === "youtube" ? "YouTube" : "Vimeo") : "";
  const showText = style !== "icon" && title;
  return (
    <div className={`video-content${data.thumbnail ? " ekit-video-popup--has-thumbnail" : ""}`}>
      {data.thumbnail ? (
        <img
          className="ekit-video-popup-thumbnail"
          src={data.thumbnail.src}
          alt={data.thumbnail.alt}
          width={data.thumbnail.width}
          height={data.thumbnail.height}
          srcSet={data.thumbnail.srcSet}
          sizes={data.thumbnail.sizes}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <a
        className={`ekit-video-popup ekit-video-popup-btn${settings.ekit_video_popup_video_glow ? " glow-btn" : ""}`}
        href={href}
        data-elementor-open-lightbox="no"
        data-vitrine-video-popup=""
      >
        {style !== "text" ? (
          <span className="ekit-video-popup-icon">
            <ElementorIcon icon={settings.ekit_video_popup_button_icons} />
          </span>
        ) : null}
        {showText ? <span className="ekit-video-popup-title">{title}</span> : null}
        {showText ? null : (
          <span className="elementor-screen-only">
            {title || "Play the video"}
            {provider ? ` (${provider})` : ""}
          </span>
        )}
      </a>
    </div>
  );
}
