import type { WidgetModule } from "../../runtime/types.ts";
import {
  type PlayerSettings,
  VIMEO_API_URL,
  videoSource,
  vimeoPlayerOptions,
  waitUntilReady,
  YOUTUBE_API_URL,
  youtubePlayerOptions,
} from "./video.rules.ts";

interface VideoSettings extends PlayerSettings {
  video_type?: string;
  youtube_url?: string;
  vimeo_url?: string;
}

/** The parts of the providers' APIs this module uses. */
interface YouTubeApi {
  loaded?: number;
  Player: new (target: HTMLElement, options: object) => unknown;
}
interface VimeoApi {
  Player: new (target: HTMLElement, options: object) => unknown;
}
type ApiWindow = Window & { YT?: YouTubeApi; Vimeo?: VimeoApi };

/** Adds the provider's script once; resolves when it has loaded (the API may still be initialising). */
function addScript(doc: Document, src: string): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded === "1") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement("script");
    script.addEventListener("load", () => {
      script.dataset.loaded = "1";
      resolve();
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      doc.head.append(script);
    }
  });
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
    const win = (doc.defaultView ?? window) as ApiWindow;
    let started = false;

    const play = async () => {
      if (source.provider === "youtube") {
        await runtime.loader.require("youtube-iframe-api", () => addScript(doc, YOUTUBE_API_URL));
        await waitUntilReady(() => win.YT?.loaded === 1 && typeof win.YT.Player === "function", win);
        const YT = win.YT as YouTubeApi;
        target.hidden = false;
        new YT.Player(target, youtubePlayerOptions(source.id, settings));
      } else {
        await runtime.loader.require("vimeo-player-api", () => addScript(doc, VIMEO_API_URL));
        await waitUntilReady(() => typeof win.Vimeo?.Player === "function", win);
        const Vimeo = win.Vimeo as VimeoApi;
        target.hidden = false;
        new Vimeo.Player(target, vimeoPlayerOptions(source.id, settings));
      }
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
