import type { WidgetModule } from "../../runtime/types.ts";
import { playerApi } from "./player-api.ts";
import { type PlayerSettings, videoSource, vimeoPlayerOptions, youtubePlayerOptions } from "./video.rules.ts";

interface VideoSettings extends PlayerSettings {
  video_type?: string;
  youtube_url?: string;
  vimeo_url?: string;
}

/**
 * Plays a YouTube or Vimeo video where the widget shows its play link: only on the click does the page load the
 * provider's player API (through the runtime's chunk loader), wait for it every 350 ms until ready (W-MISC-06),
 * and create the player in place, playing. If the API cannot load, the link is followed to the video's page.
 */
const video: WidgetModule = {
  mount(element, rawSettings, runtime) {
    const settings = (rawSettings ?? {}) as VideoSettings;
    const link = element.querySelector<HTMLAnchorElement>("[data-vitrine-video-play]");
    const target = element.querySelector<HTMLElement>(".elementor-video");
    const source = videoSource(
      settings.video_type ?? "",
      String((settings.video_type === "vimeo" ? settings.vimeo_url : settings.youtube_url) ?? ""),
    );
    if (!link || !target || !source) return undefined;
    const doc = element.ownerDocument;
    const win = doc.defaultView ?? window;
    let started = false;

    const play = async () => {
      const Player = await playerApi(source.provider, doc, runtime);
      target.hidden = false;
      new Player(
        target,
        source.provider === "youtube"
          ? youtubePlayerOptions(source.id, settings)
          : vimeoPlayerOptions(source.id, settings),
      );
      link.hidden = true;
      element.classList.add("elementor-video--playing");
    };

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (started) return;
      started = true;
      link.setAttribute("aria-busy", "true");
      play().catch((error: unknown) => {
        runtime.debug(`video: ${(error as Error).message}`);
        win.location.assign(link.href);
      });
    };
    link.addEventListener("click", onClick);
    return () => link.removeEventListener("click", onClick);
  },
};
export default video;
