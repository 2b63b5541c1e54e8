import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  API_POLL_INTERVAL_MS,
  videoSource,
  vimeoPlayerOptions,
  waitUntilReady,
  youtubePlayerOptions,
} from "./video.rules.ts";

describe("video rules", () => {
  afterEach(() => vi.useRealTimers());

  it("reads YouTube and Vimeo addresses", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=XHOmBV4js_E",
      "https://youtu.be/XHOmBV4js_E?t=3",
      "https://www.youtube.com/shorts/XHOmBV4js_E",
      "https://www.youtube-nocookie.com/embed/XHOmBV4js_E",
    ])
      expect(videoSource("youtube", url)?.id).toBe("XHOmBV4js_E");
    expect(videoSource("vimeo", "https://vimeo.com/235215203")).toEqual({
      provider: "vimeo",
      id: "235215203",
      watchUrl: "https://vimeo.com/235215203",
    });
    expect(videoSource("youtube", "javascript:alert(1)//youtu.be/XHOmBV4js_E")).toBeNull();
  });

  it("passes privacy mode, start, end and loop to the YouTube player", () => {
    expect(
      youtubePlayerOptions("XHOmBV4js_E", {
        yt_privacy: true,
        start: 5,
        end: 30,
        loop: true,
        controls: "yes",
      }),
    ).toEqual({
      videoId: "XHOmBV4js_E",
      width: "100%",
      height: "100%",
      host: "https://www.youtube-nocookie.com",
      playerVars: {
        autoplay: 1,
        controls: 1,
        rel: 0,
        playsinline: 1,
        loop: 1,
        playlist: "XHOmBV4js_E",
        start: 5,
        end: 30,
      },
    });
    expect(youtubePlayerOptions("XHOmBV4js_E", {})).not.toHaveProperty("host");
    expect(
      vimeoPlayerOptions("235215203", { mute: true, vimeo_title: "yes", color: "#ff0000" }),
    ).toMatchObject({
      id: 235215203,
      autoplay: true,
      muted: true,
      title: true,
      color: "ff0000",
    });
  });

  it("polls the player API every 350 ms until it is ready (W-MISC-06)", async () => {
    vi.useFakeTimers();
    let ready = false;
    const checks = vi.fn(() => ready);
    const done = vi.fn();
    void waitUntilReady(checks, { setTimeout: (callback, ms) => setTimeout(callback, ms) }).then(done);
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(API_POLL_INTERVAL_MS - 1);
    expect(checks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toHaveBeenCalledTimes(2);
    ready = true;
    await vi.advanceTimersByTimeAsync(API_POLL_INTERVAL_MS);
    expect(checks).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenCalled();
  });
});

describe("video widget", () => {
  it("renders a link to the video and no third-party URL but that link (W-MISC-06)", async () => {
    const { inner, clientModules, html } = await renderWidget("video", {
      youtube_url: "https://www.youtube.com/watch?v=XHOmBV4js_E",
      yt_privacy: "yes",
      show_image_overlay: "yes",
      image_overlay: { url: "https://old.example/poster.jpg", id: 42 },
    });
    expect(inner).toContain(
      '<a class="elementor-custom-embed-image-overlay" href="https://www.youtube.com/watch?v=XHOmBV4js_E" data-vitrine-video-play="">',
    );
    expect(inner).toContain('<img src="/media/42/hero.jpg" alt=""');
    expect(inner).toContain("Play the video (on YouTube)");
    expect(inner).not.toContain("<iframe");
    expect(clientModules).toEqual(["widgets/video/video"]);
    expect(html).toContain("&quot;yt_privacy&quot;:true");
  });

  it("without an overlay, a plain panel; a self-hosted video is a video element", async () => {
    expect((await renderWidget("video", { video_type: "vimeo" })).inner).toContain("Watch on Vimeo");
    const hosted = await renderWidget("video", {
      video_type: "hosted",
      hosted_url: { url: "/media/7/clip.mp4", id: "" },
      loop: "yes",
    });
    expect(hosted.inner).toContain('<video class="elementor-video" src="/media/7/clip.mp4" controls=""');
    expect(hosted.inner).toContain('loop=""');
  });

  it("sizes the player by its aspect ratio", async () => {
    const { css, selector } = await renderWidget("video", { aspect_ratio: "43" });
    expect(css).toContain(`${selector} .elementor-wrapper{aspect-ratio:4 / 3}`);
  });
});
