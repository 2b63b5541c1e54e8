import { z } from "zod";
import { DEFAULT_OPT_IN_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from "../../../../protocol/mailing-list.ts";
import { color, text, toggle } from "../../render/fields.ts";

/** ElementsKit's `elementskit-mail-chimp` settings (the ones it renders with), with ElementsKit's defaults. */
export const mailChimpSettings = z.object({
  ekit_mail_chimp_select_listed_id: text(""),
  ekit_mail_chimp_double_opt_in: toggle(false),
  ekit_mail_chimp_success_message: text(DEFAULT_SUCCESS_MESSAGE),
  ekit_mail_chimp_opt_in_success_message: text(DEFAULT_OPT_IN_MESSAGE),
  ekit_mail_chimp_section_form_name_show: toggle(false),
  ekit_mail_chimp_first_name_label: text(""),
  ekit_mail_chimp_first_name_placeholder: text("Your first name"),
  ekit_mail_chimp_last_name_label: text(""),
  ekit_mail_chimp_last_name_placeholder: text("Your last name"),
  ekit_mail_chimp_section_form_phone_show: toggle(false),
  ekit_mail_chimp_phone_label: text(""),
  ekit_mail_chimp_phone_placeholder: text("Your phone No"),
  ekit_mail_chimp_email_address_label: text(""),
  ekit_mail_chimp_email_address_placeholder: text("Your email address"),
  ekit_mail_chimp_submit: text("Sign Up"),
  /** "Inline form": the fields and the button side by side. */
  ekit_mail_chimp_form_style_switcher: toggle(false),
  ekit_mail_chimp_btn_bg_color: color(),
  ekit_mail_chimp_btn_text_color: color(),
  ekit_mail_chimp_success_color: color(),
  ekit_mail_chimp_error_color: color(),
});

export type MailChimpSettings = z.output<typeof mailChimpSettings>;
