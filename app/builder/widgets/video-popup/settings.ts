import { z } from "zod";
import { choice, icon, media, text, toggle } from "../../render/fields.ts";

const seconds = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d*$/)])
  .transform((value): number | "" => (value === "" ? "" : Number(value)))
  .default("");

/**
 * ElementsKit's video popup (`elementskit-video`) with ElementsKit's defaults. `ekit_video_popup_thumbnail` is
 * the picture behind the play button (ElementsKit shops set it as the section's background; a thumbnail in the
 * widget keeps the button meaningful on its own).
 */
export const videoPopupSettings = z.object({
  ekit_video_popup_video_type: choice(["youtube", "vimeo", "self"], "youtube"),
  ekit_video_popup_url: text("https://www.youtube.com/watch?v=VhBl3dHT5SY"),
  ekit_video_self_url: media(),
  ekit_video_popup_thumbnail: media(),
  ekit_video_popup_button_style: choice(["icon", "text", "both"], "icon"),
  ekit_video_popup_button_title: text("Play Video"),
  ekit_video_popup_button_icons: icon("fas fa-play", "fa-solid"),
  ekit_video_popup_start_time: seconds,
  ekit_video_popup_end_time: seconds,
  ekit_video_popup_auto_play: toggle(true),
  ekit_video_popup_video_mute: toggle(false),
  ekit_video_popup_video_loop: toggle(false),
  ekit_video_popup_video_player_control: toggle(true),
  ekit_video_popup_video_glow: toggle(true),
});

export type VideoPopupSettings = z.output<typeof videoPopupSettings>;

export const VIDEO_POPUP_FRONTEND_SETTINGS = [
  "ekit_video_popup_video_type",
  "ekit_video_popup_url",
  "ekit_video_popup_start_time",
  "ekit_video_popup_end_time",
  "ekit_video_popup_auto_play",
  "ekit_video_popup_video_mute",
  "ekit_video_popup_video_loop",
  "ekit_video_popup_video_player_control",
] as const;
