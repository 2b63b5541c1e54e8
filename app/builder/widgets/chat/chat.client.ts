import type { WidgetModule } from "../../runtime/types.ts";
import { type ChatChannel, chatLoader, chatUrl, chatWindowFeatures } from "./chat.rules.ts";

/**
 * The chat box: the floating link becomes a button that opens and closes it (Esc closes, focus returns); the
 * first opening shows the "typing" loader for 3000 ms, then the greeting (W-MISC-07); sending opens the chat in
 * a 700×600 window (W-MISC-08), or follows the link when the browser blocks the window.
 */
interface ChatOptions {
  channel: ChatChannel;
  account: string;
}

const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-chat]");
    const link = root?.querySelector<HTMLAnchorElement>("[data-chat-toggle]");
    const box = root?.querySelector<HTMLElement>(".vitrine-chat-box");
    const typing = root?.querySelector<HTMLElement>(".vitrine-chat-typing");
    const message = root?.querySelector<HTMLElement>(".vitrine-chat-message");
    const close = root?.querySelector<HTMLButtonElement>(".vitrine-chat-close");
    if (!root || !link || !box || !typing || !message || !close) return undefined;
    let options: ChatOptions;
    try {
      options = JSON.parse(root.dataset.chat ?? "") as ChatOptions;
    } catch {
      return undefined;
    }

    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = link.className;
    toggle.append(...link.childNodes);
    toggle.setAttribute("aria-expanded", "false");
    toggle.setAttribute("aria-controls", box.id);
    link.replaceWith(toggle);

    const loader = chatLoader((state) => {
      typing.hidden = state !== "loading";
      message.hidden = state !== "ready";
      root.dataset.chatState = state;
    });
    const form = box.querySelector<HTMLFormElement>("[data-chat-form]");
    const field = form?.querySelector<HTMLInputElement>("input[name=text]");
    const setOpen = (open: boolean) => {
      box.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      root.classList.toggle("vitrine-chat--open", open);
      if (open) {
        loader.open();
        (field ?? close).focus();
      }
    };
    toggle.addEventListener("click", () => setOpen(box.hidden));
    close.addEventListener("click", () => {
      setOpen(false);
      toggle.focus();
    });
    root.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || box.hidden) return;
      event.preventDefault();
      setOpen(false);
      toggle.focus();
    });

    const openChat = (text: string): boolean => {
      const url = chatUrl(options.channel, options.account, text);
      if (!url) return false;
      const features = chatWindowFeatures({
        width: window.screen.availWidth || window.screen.width,
        height: window.screen.availHeight || window.screen.height,
        left: window.screenX,
        top: window.screenY,
      });
      const opened = window.open(url, "vitrine-chat", features);
      if (!opened) return false; // blocked: the form or link does it
      opened.opener = null;
      return true;
    };
    form?.addEventListener("submit", (event) => {
      if (openChat(field?.value ?? "")) {
        event.preventDefault();
        if (field) field.value = "";
      }
    });
    box.querySelector<HTMLAnchorElement>("[data-chat-start]")?.addEventListener("click", (event) => {
      if (openChat("")) event.preventDefault();
    });
    root.classList.add("vitrine-chat--live");
    return () => loader.dispose();
  },
};

export default module;
