import { APPLY_COUPON_ENDPOINT, endpointUrl } from "../../../../protocol/wc-ajax.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { COUPON_COPIED_MS, type CopyState, copyFeedback, noticeOf } from "./coupon.rules.ts";

/**
 * The coupon's copy control (Clipboard API) with two states, `ready` and `copied` (W-MISC-09), the feedback
 * lasting 2000 ms for a coupon and 1500 ms for click-to-copy text (W-MISC-10, W-MISC-11), announced in the
 * widget's live region; and "Apply to my cart" through the cart's `apply_coupon` call.
 */
interface CouponOptions {
  code: string;
  style: string;
  feedback: number;
  copy: string;
  copied: string;
}

interface PageGlobals {
  wc_cart_params?: { wc_ajax_url?: string; apply_coupon_nonce?: string };
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function selectText(node: Node) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}

let instances = 0;

const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-coupon]");
    const face = root?.querySelector<HTMLElement>(".vitrine-coupon-face");
    const codeNode = root?.querySelector<HTMLElement>(".vitrine-coupon-code");
    const status = root?.querySelector<HTMLElement>(".vitrine-coupon-status");
    if (!root || !face || !codeNode || !status) return undefined;
    let options: CouponOptions;
    try {
      options = JSON.parse(root.dataset.coupon ?? "") as CouponOptions;
    } catch {
      return undefined;
    }
    const kind = root.classList.contains("vitrine-coupon--input")
      ? "input"
      : root.classList.contains("vitrine-coupon--inline")
        ? "inline"
        : "reveal";

    // The control: the face itself (reveal, click-to-copy) or a copy button beside the code (input style).
    const control = document.createElement("button");
    control.type = "button";
    if (kind === "input") {
      control.className = "ekit_coupon_copybtn vitrine-coupon-copy";
      control.textContent = options.copy;
      face.after(control);
    } else {
      control.className = `${face.className} vitrine-coupon-button`;
      control.append(...face.childNodes);
      if (kind === "reveal") {
        const hint = document.createElement("span");
        hint.className = "vitrine-coupon-hint";
        hint.textContent = options.copy;
        control.append(hint);
      } else control.title = options.copy;
      face.replaceWith(control);
    }
    if (!status.id) status.id = `vitrine-coupon-status-${++instances}`;
    control.setAttribute("aria-describedby", status.id);

    const feedback = copyFeedback(options.feedback || COUPON_COPIED_MS, (state: CopyState) => {
      root.dataset.state = state;
      if (kind === "input") control.textContent = state === "copied" ? options.copied : options.copy;
      if (state === "ready") status.textContent = "";
    });
    root.classList.add("vitrine-coupon--live");

    const onCopy = async () => {
      root.classList.add("vitrine-coupon--revealed");
      if (await writeClipboard(options.code)) {
        feedback.copied();
        status.textContent = `${options.copied} ${options.code}`;
      } else {
        selectText(codeNode);
        status.textContent = `Press Ctrl+C (⌘C on a Mac) to copy ${options.code}.`;
      }
    };
    control.addEventListener("click", () => void onCopy());

    const apply = root.querySelector<HTMLAnchorElement>("[data-coupon-apply]");
    const onApply = async (event: MouseEvent) => {
      const params = (window as PageGlobals).wc_cart_params;
      if (!apply || !params?.wc_ajax_url || !params.apply_coupon_nonce) return; // the link works on its own
      event.preventDefault();
      apply.setAttribute("aria-busy", "true");
      try {
        const response = await fetch(endpointUrl(params.wc_ajax_url, APPLY_COUPON_ENDPOINT), {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ security: params.apply_coupon_nonce, coupon_code: options.code }),
        });
        const notice = noticeOf(await response.text());
        status.textContent = notice.message || "The coupon could not be applied. Please try again.";
        root.dataset.applied = notice.type === "success" ? "yes" : "no";
        document.body.dispatchEvent(new CustomEvent("wc_fragment_refresh", { bubbles: true }));
      } catch {
        status.textContent = "The coupon could not be sent. Please check your connection and try again.";
        root.dataset.applied = "no";
      } finally {
        apply.removeAttribute("aria-busy");
      }
    };
    apply?.addEventListener("click", (event) => void onApply(event));
    return () => feedback.dispose();
  },
};

export default module;
