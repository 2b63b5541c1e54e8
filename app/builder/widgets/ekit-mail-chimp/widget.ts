import { defineWidget } from "../../widget.ts";
import { MailChimp } from "./ekit-mail-chimp.tsx";
import { mailChimpSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-mail-chimp"],
  settings: mailChimpSettings,
  Component: MailChimp,
  client: "ekit-mail-chimp",
  css(_settings, style) {
    style.colorRule("ekit_mail_chimp_btn_bg_color", " .ekit-mail-submit", "background-color");
    style.colorRule("ekit_mail_chimp_btn_text_color", " .ekit-mail-submit", "color");
    style.colorRule("ekit_mail_chimp_success_color", " .ekit-mail-message.success", "color");
    style.colorRule("ekit_mail_chimp_error_color", " .ekit-mail-message.error", "color");
  },
});
