import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { safeHref } from "../../render/link.ts";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import type { videoSettings } from "./settings.ts";
import { videoSource } from "./video.rules.ts";

export interface VideoData {
  overlay: MediaInfo | null;
  hosted: MediaInfo | null;
}

const PLAY_ICON = { value: "fas fa-circle-play", library: "fa-solid" };

/**
 * Elementor's Video widget. YouTube and Vimeo show a play link (the image overlay when set, else a plain panel):
 * without script it leads to the video's page; with script a click loads the provider's player API, and only then
 * (no third-party request before the click). A self-hosted video is a `<video>` element.
 */
export function Video({ settings, data }: WidgetProps<z.output<typeof videoSettings>, VideoData>) {
  const overlayUrl = settings.show_image_overlay
    ? (data.overlay?.url ?? safeHref(settings.image_overlay.url))
    : null;
  if (settings.video_type === "hosted") {
    const src = settings.insert_url
      ? safeHref(settings.external_url.url)
      : (data.hosted?.url ?? safeHref(settings.hosted_url.url));
    if (!src) return null;
    return (
      <div className="e-hosted-video elementor-wrapper elementor-open-inline">
        <video
          className="elementor-video"
          src={src}
          controls={settings.controls === "yes"}
          autoPlay={settings.autoplay}
          muted={settings.mute || settings.autoplay}
          loop={settings.loop}
          playsInline
          preload="metadata"
          poster={overlayUrl ?? (safeHref(settings.poster.url) || undefined)}
          controlsList={settings.download_button ? undefined : "nodownload"}
        />
      </div>
    );
  }
  const url = settings.video_type === "vimeo" ? settings.vimeo_url : settings.youtube_url;
  const source = videoSource(settings.video_type, String(url));
  if (!source) return null;
  const providerName = source.provider === "youtube" ? "YouTube" : "Vimeo";
  return (
    <div className="elementor-wrapper elementor-open-inline">
      <div className="elementor-video" hidden />
      <a
        className={`elementor-custom-embed-image-overlay${overlayUrl ? "" : " vitrine-video-placeholder"}`}
        href={source.watchUrl}
        data-vitrine-video-play=""
      >
        {overlayUrl ? (
          <img
            src={overlayUrl}
            alt=""
            width={data.overlay?.width}
            height={data.overlay?.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {settings.show_play_icon === "yes" || !overlayUrl ? (
          <span className="elementor-custom-embed-play">
            <ElementorIcon icon={PLAY_ICON} />
          </span>
        ) : null}
        <span className="elementor-screen-only">Play the video (on {providerName})</span>
        {overlayUrl ? null : <span className="vitrine-video-placeholder__text">Watch on {providerName}</span>}
      </a>
    </div>
  );
}
