import type { WidgetProps } from "../../widget.ts";
import { chatUrl } from "./chat.rules.ts";
import type { ChatSettings } from "./settings.ts";

/**
 * A chat button that is a link to the chat (WhatsApp's `wa.me`, Messenger's `m.me`) without script. The browser
 * module turns it into a button opening the chat box: a "typing" loader for 3000 ms, then the greeting, and a
 * message field whose text opens the chat in a 700×600 window.
 */
function ChatIcon({ channel }: { channel: string }) {
  return (
    <svg
      className="vitrine-chat-icon"
      viewBox="0 0 32 32"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {channel === "messenger" ? (
        <path
          fill="currentColor"
          d="M16 3C8.8 3 3 8.4 3 15.1c0 3.8 1.9 7.2 4.9 9.4V29l4.4-2.4c1.2.3 2.4.5 3.7.5 7.2 0 13-5.4 13-12.1S23.2 3 16 3Zm1.3 16.3-3.3-3.5-6.4 3.5 7.1-7.5 3.4 3.5 6.3-3.5-7.1 7.5Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6c-2 0-4-.5-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.1 1.1-1.1 2.7s1.2 3.1 1.3 3.3c.2.2 2.3 3.5 5.5 4.9 2 .9 2.8.9 3.8.8.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.3.2-1.5-.1-.2-.3-.2-.7-.4Z"
        />
      )}
    </svg>
  );
}

export function Chat({ element, settings, context }: WidgetProps<ChatSettings, undefined>) {
  const channel = settings.vitrine_chat_channel;
  const account = String(
    channel === "messenger" ? settings.vitrine_messenger_page : settings.ekit_whatsapp_number,
  );
  const href = chatUrl(channel, account);
  if (!href) {
    context.report(
      `Chat widget ${element.id} has no ${channel === "messenger" ? "Messenger page" : "WhatsApp number"}.`,
    );
    return null;
  }
  const id = `vitrine-chat-${context.documentId}-${element.id}`;
  const name = String(settings.ekit_whatsapp_user_name);
  const service = channel === "messenger" ? "Messenger" : "WhatsApp";
  const greeting = String(settings.ekit_whatsapp_message)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="ekit-wid-con">
      <div
        className={`elementskit-whatsapp vitrine-chat vitrine-chat--${channel} vitrine-chat--${settings.ekit_whatsapp_position}`}
        data-chat={JSON.stringify({ channel, account })}
      >
        <div
          className="vitrine-chat-box elementskit-whatsapp__popup"
          id={id}
          role="dialog"
          aria-labelledby={`${id}-title`}
          hidden
        >
          <div className="vitrine-chat-header elementskit-whatsapp__header">
            <span className="vitrine-chat-avatar" aria-hidden="true">
              {initials}
            </span>
            <div className="vitrine-chat-who">
              <p className="vitrine-chat-name" id={`${id}-title`}>
                {name}
              </p>
              <p className="vitrine-chat-role">{String(settings.ekit_whatsapp_user_designation)}</p>
            </div>
            <button type="button" className="vitrine-chat-close" aria-label="Close chat">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="vitrine-chat-body elementskit-whatsapp__content" aria-live="polite">
            <div className="vitrine-chat-typing" hidden>
              <span className="vitrine-chat-dot" />
              <span className="vitrine-chat-dot" />
              <span className="vitrine-chat-dot" />
              <span className="vitrine-chat-sr">{name} is typing…</span>
            </div>
            <div className="vitrine-chat-message" hidden>
              <p className="vitrine-chat-sender">{name}</p>
              {greeting.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one message
                <p key={index}>{line}</p>
              ))}
            </div>
          </div>
          {settings.ekit_whatsapp_footer_style === "button" ? (
            <div className="vitrine-chat-footer elementskit-whatsapp__input">
              <a
                className="vitrine-chat-start"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                data-chat-start=""
              >
                <ChatIcon channel={channel} />
                {String(settings.ekit_whatsapp_input_footer_btn_text)}
              </a>
            </div>
          ) : (
            <form
              className="vitrine-chat-footer elementskit-whatsapp__input"
              action={href}
              method="get"
              target="_blank"
              data-chat-form=""
              rel="noopener"
            >
              <label className="vitrine-chat-sr" htmlFor={`${id}-text`}>
                Your message
              </label>
              <input
                id={`${id}-text`}
                name="text"
                type="text"
                autoComplete="off"
                placeholder={String(settings.ekit_whatsapp_input_placeholder)}
              />
              <button type="submit" className="vitrine-chat-send" aria-label={`Send on ${service}`}>
                <svg viewBox="0 0 16 18" width="16" height="18" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M.5 17.3A1.3 1.3 0 0 1 .1 15.9l2.3-6.5h6a.6.6 0 0 0 0-1.2h-6L.1 1.7A1.3 1.3 0 0 1 1.9.2l13.4 7.5a1.3 1.3 0 0 1 0 2.2L1.9 17.4a1.3 1.3 0 0 1-1.4-.1Z"
                  />
                </svg>
              </button>
            </form>
          )}
        </div>
        <a
          className="vitrine-chat-toggle elementskit-whatsapp__sticky-btn"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-chat-toggle=""
        >
          <ChatIcon channel={channel} />
          <span className="vitrine-chat-toggle-text">{String(settings.ekit_whatsapp_sticky_btn_text)}</span>
          <span className="vitrine-chat-sr"> on {service}</span>
        </a>
      </div>
    </div>
  );
}
