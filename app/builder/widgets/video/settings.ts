import { z } from "zod";
import { choice, media, text, toggle } from "../../render/fields.ts";

const seconds = z.union([z.coerce.number().int().min(0), z.literal("")]).default("");

/** Elementor's `video` widget settings, with Elementor's defaults. */
export const videoSettings = z.object({
  video_type: choice(["youtube", "vimeo", "dailymotion", "hosted", "videopress"], "youtube"),
  youtube_url: text("https://www.youtube.com/watch?v=XHOmBV4js_E"),
  vimeo_url: text("https://vimeo.com/235215203"),
  hosted_url: media(),
  insert_url: toggle(false),
  external_url: z
    .object({ url: z.string().default("") })
    .loose()
    .default({ url: "" }),
  start: seconds,
  end: seconds,
  autoplay: toggle(false),
  mute: toggle(false),
  loop: toggle(false),
  controls: choice(["yes", ""], "yes"),
  rel: choice(["yes", ""], ""),
  modestbranding: toggle(false),
  yt_privacy: toggle(false),
  vimeo_title: choice(["yes", ""], "yes"),
  vimeo_portrait: choice(["yes", ""], "yes"),
  vimeo_byline: choice(["yes", ""], "yes"),
  color: z
    .string()
    .regex(/^(#[0-9a-fA-F]{3,8})?$/)
    .default(""),
  download_button: toggle(false),
  poster: media(),
  show_image_overlay: toggle(false),
  image_overlay: media(),
  show_play_icon: choice(["yes", ""], "yes"),
  aspect_ratio: choice(["169", "219", "43", "32", "11", "916"], "169"),
});
