import { defineWidget } from "../../widget.ts";
import { Chat } from "./chat.tsx";
import { chatSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-whatsapp"],
  settings: chatSettings,
  Component: Chat,
  client: "chat",
});
