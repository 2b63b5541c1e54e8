import { z } from "zod";
import { choice, text } from "../../render/fields.ts";

/**
 * ElementsKit's `elementskit-whatsapp` chat widget (a floating button opening a chat box) and its Messenger
 * channel (`vitrine_chat_channel`), with their defaults.
 */
export const chatSettings = z.object({
  vitrine_chat_channel: choice(["whatsapp", "messenger"], "whatsapp"),
  ekit_whatsapp_number: text(""),
  vitrine_messenger_page: text(""),
  ekit_whatsapp_user_name: text("Support team"),
  ekit_whatsapp_user_designation: text("Typically replies within an hour"),
  ekit_whatsapp_message: text("Hi there 👋\nHow can I help you?"),
  ekit_whatsapp_input_placeholder: text("Type a message"),
  ekit_whatsapp_footer_style: choice(["input", "button"], "input"),
  ekit_whatsapp_input_footer_btn_text: text("Start chat"),
  ekit_whatsapp_sticky_btn_text: text("Chat with us"),
  ekit_whatsapp_position: choice(["right", "left", "inline"], "right"),
});

export type ChatSettings = z.output<typeof chatSettings>;
