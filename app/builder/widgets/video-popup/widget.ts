import { safeHref } from "../../render/link.ts";
import { defineWidget } from "../../widget.ts";
import { loadMedia, pictureOf } from "../image/picture.ts";
import { VIDEO_POPUP_FRONTEND_SETTINGS, videoPopupSettings } from "./settings.ts";
import { VideoPopup, type VideoPopupData } from "./video-popup.tsx";

export default defineWidget({
  types: ["elementskit-video"],
  settings: videoPopupSettings,
  Component: VideoPopup,
  async load(settings, services): Promise<VideoPopupData> {
    const [thumbnail, file] = await Promise.all([
      loadMedia(settings.ekit_video_popup_thumbnail, services),
      loadMedia(settings.ekit_video_self_url, services),
    ]);
    return {
      thumbnail: pictureOf(settings.ekit_video_popup_thumbnail, thumbnail, "large"),
      selfHosted: file?.url ?? safeHref(settings.ekit_video_self_url.url),
    };
  },
  frontendSettings: VIDEO_POPUP_FRONTEND_SETTINGS,
  client: "video-popup",
});
