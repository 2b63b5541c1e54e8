/**
 * Pure rules of the Video widget: which video a setting names, the player options Elementor passes to the
 * YouTube and Vimeo APIs, and the wait for an API (W-MISC-06: loaded on demand, polled every 350 ms until ready).
 */
export const API_POLL_INTERVAL_MS = 350;

export const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";
export const VIMEO_API_URL = "https://player.vimeo.com/api/player.js";
export const YOUTUBE_PRIVACY_HOST = "https://www.youtube-nocookie.com";

export type VideoSource =
  | { provider: "youtube"; id: string; watchUrl: string }
  | { provider: "vimeo"; id: string; watchUrl: string };

const YOUTUBE_ID =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})(?:[?&#/].*)?$/;
const VIMEO_ID =
  /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:[/?#].*)?$/;

export function videoSource(type: string, url: string): VideoSource | null {
  const trimmed = url.trim();
  if (type === "youtube") {
    const id = YOUTUBE_ID.exec(trimmed)?.[1];
    return id ? { provider: "youtube", id, watchUrl: `https://www.youtube.com/watch?v=${id}` } : null;
  }
  if (type === "vimeo") {
    const id = VIMEO_ID.exec(trimmed)?.[1];
    return id ? { provider: "vimeo", id, watchUrl: `https://vimeo.com/${id}` } : null;
  }
  return null;
}

export interface PlayerSettings {
  start?: number | "";
  end?: number | "";
  mute?: boolean;
  loop?: boolean;
  controls?: string;
  rel?: string;
  modestbranding?: boolean;
  yt_privacy?: boolean;
  vimeo_title?: string;
  vimeo_portrait?: string;
  vimeo_byline?: string;
  color?: string;
}

/** `new YT.Player(target, options)`: autoplay (the visitor clicked play), privacy host when asked. */
export function youtubePlayerOptions(id: string, settings: PlayerSettings) {
  const playerVars: Record<string, number | string> = {
    autoplay: 1,
    controls: settings.controls === "yes" ? 1 : 0,
    rel: settings.rel === "yes" ? 1 : 0,
    playsinline: 1,
  };
  if (settings.modestbranding) playerVars.modestbranding = 1;
  if (settings.mute) playerVars.mute = 1;
  if (settings.loop) {
    playerVars.loop = 1;
    playerVars.playlist = id;
  }
  if (typeof settings.start === "number" && settings.start > 0) playerVars.start = settings.start;
  if (typeof settings.end === "number" && settings.end > 0) playerVars.end = settings.end;
  return {
    videoId: id,
    width: "100%",
    height: "100%",
    ...(settings.yt_privacy ? { host: YOUTUBE_PRIVACY_HOST } : {}),
    playerVars,
  };
}

/** `new Vimeo.Player(target, options)`. */
export function vimeoPlayerOptions(id: string, settings: PlayerSettings) {
  return {
    id: Number(id),
    autoplay: true,
    muted: settings.mute === true,
    loop: settings.loop === true,
    title: settings.vimeo_title === "yes",
    portrait: settings.vimeo_portrait === "yes",
    byline: settings.vimeo_byline === "yes",
    ...(settings.color ? { color: settings.color.replace("#", "") } : {}),
  };
}

/**
 * Resolves once `isReady()` is true, checking now and then every 350 ms (an API script that has loaded may still
 * be initialising, as YouTube's is until `YT.loaded`). Gives up after `maxWaitMs`.
 */
export function waitUntilReady(
  isReady: () => boolean,
  timers: { setTimeout: (callback: () => void, ms: number) => unknown },
  maxWaitMs = 120_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let waited = 0;
    const check = () => {
      if (isReady()) return resolve();
      if (waited >= maxWaitMs) return reject(new Error("the video player did not become ready"));
      waited += API_POLL_INTERVAL_MS;
      timers.setTimeout(check, API_POLL_INTERVAL_MS);
    };
    check();
  });
}

/** CSS aspect ratio of Elementor's `aspect_ratio` choices. */
export const ASPECT_RATIOS: Record<string, string> = {
  "169": "16 / 9",
  "219": "21 / 9",
  "43": "4 / 3",
  "32": "3 / 2",
  "11": "1 / 1",
  "916": "9 / 16",
};
