import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { youtubePlayerOptions } from "../video/video.rules.ts";
import { popupPlayerSettings, popupVideo } from "./video-popup.rules.ts";

describe("video popup rules", () => {
  it("names the YouTube or Vimeo video; anything else is no video", () => {
    expect(
      popupVideo({
        ekit_video_popup_video_type: "youtube",
        ekit_video_popup_url: "https://youtu.be/dQw4w9WgXcQ",
      }),
    ).toEqual({
      provider: "youtube",
      id: "dQw4w9WgXcQ",
      watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(
      popupVideo({ ekit_video_popup_video_type: "vimeo", ekit_video_popup_url: "https://vimeo.com/76979871" })
        ?.id,
    ).toBe("76979871");
    expect(
      popupVideo({ ekit_video_popup_video_type: "youtube", ekit_video_popup_url: "https://evil.example/x" }),
    ).toBeNull();
    expect(popupVideo({ ekit_video_popup_video_type: "self" })).toBeNull();
  });

  it("feeds ElementsKit's switches to the shared player options (privacy host, start and end)", () => {
    const options = youtubePlayerOptions(
      "dQw4w9WgXcQ",
      popupPlayerSettings({
        ekit_video_popup_start_time: 5,
        ekit_video_popup_end_time: 60,
        ekit_video_popup_video_mute: true,
        ekit_video_popup_video_player_control: false,
      }),
    );
    expect(options.host).toBe("https://www.youtube-nocookie.com");
    expect(options.playerVars).toMatchObject({ autoplay: 1, start: 5, end: 60, mute: 1, controls: 0 });
  });
});

describe("video popup widget", () => {
  it("renders the thumbnail and a play link to the video's page that works without script (W-MISC-06)", async () => {
    const { inner, html } = await renderWidget("elementskit-video", {
      ekit_video_popup_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      ekit_video_popup_thumbnail: { id: 42, url: "" },
    });
    expect(inner).toContain('<img class="ekit-video-popup-thumbnail" src="/media/42/w1024/hero.jpg"');
    expect(inner).toContain(
      '<a class="ekit-video-popup ekit-video-popup-btn glow-btn" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-elementor-open-lightbox="no" data-vitrine-video-popup="">',
    );
    expect(inner).toContain('<span class="elementor-screen-only">Play Video (YouTube)</span>');
    // No third-party address but the link: the player API loads only on a click.
    expect(html).not.toContain("iframe_api");
    expect(html).not.toContain("youtube-nocookie");
    expect(html).toContain('data-vitrine-client="widgets/video-popup/video-popup"');
  });

  it("a self-hosted video links to its file; an unknown address renders nothing", async () => {
    const file = await renderWidget("elementskit-video", {
      ekit_video_popup_video_type: "self",
      ekit_video_self_url: { id: "", url: "https://cdn.example/tour.mp4" },
      ekit_video_popup_button_style: "both",
    });
    expect(file.inner).toContain('href="https://cdn.example/tour.mp4"');
    expect(file.inner).toContain('<span class="ekit-video-popup-title">Play Video</span>');
    const none = await renderWidget("elementskit-video", {
      ekit_video_popup_url: "javascript:alert(1)",
    });
    expect(none.inner).toBe("");
  });
});
