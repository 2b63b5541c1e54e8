import type { BuilderRuntime } from "../../runtime/types.ts";
import { VIMEO_API_URL, waitUntilReady, YOUTUBE_API_URL } from "./video.rules.ts";

/**
 * The YouTube and Vimeo player APIs, loaded on demand (W-MISC-06): the provider's script is added once, through
 * the runtime's chunk loader (120000 ms, one retry), then polled every 350 ms until the API is ready. Shared by
 * the Video widget and ElementsKit's video popup.
 */
export interface PlayerConstructor {
  new (target: HTMLElement, options: object): unknown;
}
interface YouTubeApi {
  loaded?: number;
  Player: PlayerConstructor;
}
interface VimeoApi {
  Player: PlayerConstructor;
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

/** The provider's `Player` constructor once its API is ready. */
export async function playerApi(
  provider: "youtube" | "vimeo",
  doc: Document,
  runtime: BuilderRuntime,
): Promise<PlayerConstructor> {
  const win = (doc.defaultView ?? window) as ApiWindow;
  if (provider === "youtube") {
    await runtime.loader.require("youtube-iframe-api", () => addScript(doc, YOUTUBE_API_URL));
    await waitUntilReady(() => win.YT?.loaded === 1 && typeof win.YT.Player === "function", win);
    return (win.YT as YouTubeApi).Player;
  }
  await runtime.loader.require("vimeo-player-api", () => addScript(doc, VIMEO_API_URL));
  await waitUntilReady(() => typeof win.Vimeo?.Player === "function", win);
  return (win.Vimeo as VimeoApi).Player;
}
