import type { z } from "zod";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import { MARKER_PATHS, rotatingWords } from "./animated-headline.rules.ts";
import type { animatedHeadlineSettings } from "./settings.ts";

/**
 * `.elementor-headline` with Elementor's class contract: plain text, the dynamic wrapper (the highlighted word
 * with its SVG marker, or every rotating word, the first one active), plain text after. Screen readers get the
 * sentence once (`elementor-screen-only`, first word for rotating); the moving part is hidden from them.
 */
export function AnimatedHeadline({
  settings,
}: WidgetProps<z.output<typeof animatedHeadlineSettings>, undefined>) {
  const Tag = settings.tag;
  const before = String(settings.before_text);
  const after = String(settings.after_text);
  const rotate = settings.headline_style === "rotate";
  const words = rotate ? rotatingWords(String(settings.rotating_text)) : [String(settings.highlighted_text)];
  const link = linkAttributes(settings.link);
  // Words may repeat and never move: each keeps its place as its key.
  const slots = words.map((word, index) => ({ word, slot: `word-${index}`, first: index === 0 }));
  const classes = [
    "elementor-headline",
    rotate
      ? `elementor-headline-animation-type-${settings.animation_type}`
      : `e-animated elementor-headline--style-highlight`,
    rotate && settings.animation_type === "typing" ? "elementor-headline-letters" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const sentence = [before, words[0] ?? "", after].filter(Boolean).join(" ");
  const body = (
    <Tag className={classes} data-style={settings.headline_style}>
      <span className="elementor-screen-only">{sentence}</span>
      <span aria-hidden="true">
        {before ? (
          <span className="elementor-headline-plain-text elementor-headline-text-wrapper">{before}</span>
        ) : null}{" "}
        <span className="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">
          {slots.map(({ word, slot, first }) => (
            <span
              key={slot}
              className={`elementor-headline-dynamic-text ${first ? "elementor-headline-text-active" : "elementor-headline-text-inactive"}`}
            >
              {word}
            </span>
          ))}
          {rotate ? null : (
            <svg
              xmlns="http://www.w3.org/2000/svg"
              viewBox="0 0 500 150"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              {MARKER_PATHS[settings.marker].map((d) => (
                <path key={d} d={d} />
              ))}
            </svg>
          )}
        </span>{" "}
        {after ? (
          <span className="elementor-headline-plain-text elementor-headline-text-wrapper">{after}</span>
        ) : null}
      </span>
    </Tag>
  );
  return link ? <a {...anchorProps(link)}>{body}</a> : body;
}
