import { type PlayerSettings, type VideoSource, videoSource } from "../video/video.rules.ts";

/**
 * ElementsKit's video popup: which video the button plays, and the player options (the shared YouTube/Vimeo
 * option builders of the Video widget, fed from ElementsKit's settings). Pure and browser-safe.
 */
export interface VideoPopupRaw {
  ekit_video_popup_video_type?: unknown;
  ekit_video_popup_url?: unknown;
  ekit_video_popup_start_time?: unknown;
  ekit_video_popup_end_time?: unknown;
  ekit_video_popup_auto_play?: unknown;
  ekit_video_popup_video_mute?: unknown;
  ekit_video_popup_video_loop?: unknown;
  ekit_video_popup_video_player_control?: unknown;
}

/** The YouTube or Vimeo video the settings name, or null (a self-hosted video is a file link instead). */
export function popupVideo(settings: VideoPopupRaw): VideoSource | null {
  const type = settings.ekit_video_popup_video_type;
  if (type !== "youtube" && type !== "vimeo") return null;
  return videoSource(type, String(settings.ekit_video_popup_url ?? ""));
}

const on = (value: unknown, fallback: boolean) =>
  value === undefined ? fallback : value === true || value === "yes";
const whole = (value: unknown): number | "" =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : "";

/** ElementsKit's switches as the shared player settings (autoplay is always on: the visitor clicked play). */
export function popupPlayerSettings(settings: VideoPopupRaw): PlayerSettings {
  return {
    start: whole(settings.ekit_video_popup_start_time),
    end: whole(settings.ekit_video_popup_end_time),
    mute: on(settings.ekit_video_popup_video_mute, false),
    loop: on(settings.ekit_video_popup_video_loop, false),
    controls: on(settings.ekit_video_popup_video_player_control, true) ? "yes" : "",
    rel: "",
    modestbranding: true,
    yt_privacy: true,
  };
}
