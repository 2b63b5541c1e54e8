import type { WidgetModule } from "../../runtime/types.ts";
import { playerApi } from "../video/player-api.ts";
import { vimeoPlayerOptions, youtubePlayerOptions } from "../video/video.rules.ts";
import { popupPlayerSettings, popupVideo, type VideoPopupRaw } from "./video-popup.rules.ts";

/**
 * The play button opens the lightbox (PhotoSwipe, loaded now) with the video: a YouTube or Vimeo player whose API
 * is loaded on this first click and polled every 350 ms until ready (W-MISC-06), or a `<video>` for a file. If
 * the player cannot load, the visitor is taken to the video's page instead.
 */
const module: WidgetModule = {
  mount(element, rawSettings, runtime) {
    const settings = (rawSettings ?? {}) as VideoPopupRaw;
    const link = element.querySelector<HTMLAnchorElement>("[data-vitrine-video-popup]");
    if (!link) return undefined;
    const doc = element.ownerDocument;
    const win = doc.defaultView ?? window;
    const video = popupVideo(settings);
    const player = popupPlayerSettings(settings);
    const title = link.textContent?.trim() || "Video";

    const build = async (frame: HTMLElement) => {
      if (!video) {
        const file = doc.createElement("video");
        file.src = link.href;
        file.controls = player.controls === "yes";
        file.autoplay = true;
        file.muted = player.mute === true;
        file.loop = player.loop === true;
        file.playsInline = true;
        frame.replaceWith(file);
        return;
      }
      frame.textContent = "Loading the video…";
      frame.setAttribute("role", "status");
      const Player = await playerApi(video.provider, doc, runtime);
      frame.textContent = "";
      frame.removeAttribute("role");
      new Player(
        frame,
        video.provider === "youtube"
          ? youtubePlayerOptions(video.id, player)
          : vimeoPlayerOptions(video.id, player),
      );
      element.dataset.videoPopup = "playing";
    };

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const fallback = (error: unknown) => {
        runtime.debug(`video popup: ${(error as Error).message}`);
        win.location.assign(link.href);
      };
      import("../../lightbox/lightbox.client.ts").then(({ openContentLightbox }) => {
        openContentLightbox({
          title,
          reducedMotion: runtime.reducedMotion(),
          onReady: (frame) => void build(frame).catch(fallback),
          onClose: () => {
            delete element.dataset.videoPopup;
          },
        });
      }, fallback);
    };
    link.addEventListener("click", onClick);
    return () => link.removeEventListener("click", onClick);
  },
};

export default module;
