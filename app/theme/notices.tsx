import { useEffect, useRef } from "react";
import { scheduleNoticeFocus } from "~/lib/a11y-timing.ts";
import type { Notice } from "../../server/shop/session/sessions.server.ts";

/**
 * WooCommerce notices (`div.woocommerce-notices-wrapper`). Messages are
 * focusable so the page script can move focus to them (S-A11Y-01); errors are
 * alerts, others are announced politely.
 */
export function Notices({ notices }: { notices: Notice[] }) {
  const wrapper = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run for each new set of notices (the DOM is read, not the prop)
  useEffect(() => {
    const elements = [
      ...(wrapper.current?.querySelectorAll<HTMLElement>(".woocommerce-message, .woocommerce-error") ?? []),
    ];
    if (elements.length === 0) return;
    return scheduleNoticeFocus(
      {
        timers: globalThis,
        focus: (element) => element.focus(),
        announce: (text) => {
          const region = document.querySelector(".widget_shopping_cart_live_region");
          if (region) region.textContent = text;
        },
      },
      elements.map((element) => ({
        element,
        kind: element.classList.contains("woocommerce-error") ? ("error" as const) : ("success" as const),
        text: element.textContent ?? "",
      })),
    );
  }, [notices]);
  return (
    <div className="woocommerce-notices-wrapper" ref={wrapper}>
      {notices.map((notice) => {
        const className =
          notice.type === "error"
            ? "woocommerce-error"
            : notice.type === "success"
              ? "woocommerce-message"
              : "woocommerce-info";
        return (
          <div
            key={`${notice.type}:${notice.message}`}
            className={className}
            role={notice.type === "error" ? "alert" : "status"}
            tabIndex={-1}
          >
            {notice.link ? (
              <a href={notice.link.href} className="button wc-forward">
                {notice.link.text}
              </a>
            ) : null}
            {notice.message}
          </div>
        );
      })}
    </div>
  );
}
