import { defineWidget } from "../../widget.ts";
import { mediaId } from "../image/image.rules.ts";
import { videoSettings } from "./settings.ts";
import { ASPECT_RATIOS } from "./video.rules.ts";
import { Video, type VideoData } from "./video.tsx";

export default defineWidget({
  types: ["video"],
  settings: videoSettings,
  Component: Video,
  async load(settings, services, context): Promise<VideoData> {
    if (settings.video_type === "dailymotion" || settings.video_type === "videopress")
      context.report(`${settings.video_type} videos are not supported; nothing is shown`);
    const overlayId = settings.show_image_overlay ? mediaId(settings.image_overlay.id) : null;
    const hostedId = settings.video_type === "hosted" ? mediaId(settings.hosted_url.id) : null;
    const [overlay, hosted] = await Promise.all([
      overlayId === null ? null : services.media(overlayId),
      hostedId === null ? null : services.media(hostedId),
    ]);
    return { overlay, hosted };
  },
  wrapperClasses: (settings) => [`elementor-aspect-ratio-${settings.aspect_ratio}`],
  frontendSettings: [
    "video_type",
    "youtube_url",
    "vimeo_url",
    "start",
    "end",
    "mute",
    "loop",
    "controls",
    "rel",
    "modestbranding",
    "yt_privacy",
    "vimeo_title",
    "vimeo_portrait",
    "vimeo_byline",
    "color",
  ],
  client: "video",
  css(settings, style) {
    const ratio = ASPECT_RATIOS[settings.aspect_ratio] ?? "16 / 9";
    style.rule(" .elementor-wrapper", { "aspect-ratio": ratio });
  },
});
