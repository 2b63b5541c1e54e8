import { type MouseEvent, useEffect, useState } from "react";
import { isScrollToTopVisible } from "~/furniture/scroll-to-top.ts";
import { createFrameThrottle } from "~/lib/frame-throttle.ts";

export interface ScrollToTopOptions {
  position: "right" | "left";
  devices: "both" | "desktop" | "mobile";
}

/**
 * Astra's scroll-to-top button (S-THEME-01..03). It is a link to `#top`, which browsers scroll to
 * the top of the page even without script; with script it fades in past the threshold (CSS
 * transition of 300 ms), scrolls smoothly and moves focus to the top of the page.
 */
export function ScrollToTop({ options }: { options: ScrollToTopOptions }) {
  const [visible, setVisible] = useState(false);
  const [scripted, setScripted] = useState(false);

  useEffect(() => {
    setScripted(true);
    const update = createFrameThrottle(
      () => setVisible(isScrollToTopVisible(window.scrollY, document.body.classList)),
      window,
    );
    update.request();
    window.addEventListener("scroll", update.request, { passive: true });
    return () => {
      window.removeEventListener("scroll", update.request);
      update.cancel();
    };
  }, []);

  const scrollUp = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    // Keyboard users continue from the top, not from the button at the bottom.
    document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
  };

  const classes = [
    "ast-scroll-top-icon",
    `ast-scroll-to-top-${options.position}`,
    scripted ? "ast-scroll-top-scripted" : "",
    visible ? "ast-scroll-top-visible" : "",
  ];
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to the top of the page without script; the click only makes it smooth
    <a
      id="ast-scroll-top"
      href="#top"
      className={classes.filter(Boolean).join(" ")}
      data-on-devices={options.devices}
      onClick={scrollUp}
    >
      <span className="screen-reader-text">Scroll to top</span>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 7l-7 7 1.4 1.4L12 9.8l5.6 5.6L19 14z" fill="currentColor" />
      </svg>
    </a>
  );
}
