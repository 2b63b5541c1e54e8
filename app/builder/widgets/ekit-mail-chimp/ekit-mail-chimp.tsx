import {
  MAILING_LIST_FORM_ROUTE,
  MAILING_LIST_LIST_FIELD,
  MAILING_LIST_POST_ID_FIELD,
  MAILING_LIST_WIDGET_ID_FIELD,
} from "../../../../protocol/mailing-list.ts";
import { REST_PREFIX } from "../../../../protocol/rest.ts";
import type { WidgetProps } from "../../widget.ts";
import type { MailChimpSettings } from "./settings.ts";

interface FieldProps {
  id: string;
  area: string;
  name: string;
  type: "text" | "email" | "tel";
  inputClass: string;
  label: string;
  placeholder: string;
  fallbackLabel: string;
  autoComplete: string;
}

/** One ElementsKit input group; a field without a visible label keeps an accessible name. */
function Field({
  id,
  area,
  name,
  type,
  inputClass,
  label,
  placeholder,
  fallbackLabel,
  autoComplete,
}: FieldProps) {
  return (
    <div className={`${area} elementskit_input_wraper elementskit_input_container`}>
      <div className="elementskit_form_group">
        {label ? (
          <label className="elementskit_input_label" htmlFor={id}>
            {label}
          </label>
        ) : null}
        <div className="elementskit_input_element_container">
          <input
            id={id}
            type={type}
            name={name}
            className={`${inputClass} ekit_form_control`}
            placeholder={placeholder}
            aria-label={label ? undefined : placeholder || fallbackLabel}
            autoComplete={autoComplete}
            required
          />
        </div>
      </div>
    </div>
  );
}

/**
 * ElementsKit's mailing-list sign-up (W-MAIL-01..06). The form works without script: it posts to Vitrine's
 * no-script route, whose answer page shows the same message. The browser module sends ElementsKit's GET call
 * instead and writes the message into `.ekit-mail-message`.
 */
export function MailChimp({ settings, context }: WidgetProps<MailChimpSettings, undefined>) {
  const s = settings;
  const id = (field: string) => `ekit-mail-${context.elementId}-${field}`;
  const extra = s.ekit_mail_chimp_section_form_name_show || s.ekit_mail_chimp_section_form_phone_show;
  const wrapperClass = [
    "elementskit_form_wraper",
    s.ekit_mail_chimp_form_style_switcher ? "elementskit_inline_form" : "",
    extra ? "has-extra-fields" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="ekit-wid-con">
      <div className="ekit-mail-chimp">
        <form
          method="post"
          action={`${REST_PREFIX}${MAILING_LIST_FORM_ROUTE}`}
          className="ekit-mailChimpForm"
          data-listed={String(s.ekit_mail_chimp_select_listed_id)}
          data-success-message={String(s.ekit_mail_chimp_success_message)}
          data-success-opt-in-message={String(s.ekit_mail_chimp_opt_in_success_message)}
        >
          <div className="ekit-mail-message" role="status" aria-live="polite" />
          <input type="hidden" name="double_opt_in" value={s.ekit_mail_chimp_double_opt_in ? "yes" : ""} />
          <input
            type="hidden"
            name={MAILING_LIST_LIST_FIELD}
            value={String(s.ekit_mail_chimp_select_listed_id)}
          />
          <input type="hidden" name={MAILING_LIST_POST_ID_FIELD} value={String(context.documentId)} />
          <input type="hidden" name={MAILING_LIST_WIDGET_ID_FIELD} value={context.elementId} />
          <div className={wrapperClass}>
            {s.ekit_mail_chimp_section_form_name_show ? (
              <>
                <Field
                  id={id("first")}
                  area="ekit-mail-chimp-name"
                  name="firstname"
                  type="text"
                  inputClass="ekit_user_first"
                  label={String(s.ekit_mail_chimp_first_name_label)}
                  placeholder={String(s.ekit_mail_chimp_first_name_placeholder)}
                  fallbackLabel="First name"
                  autoComplete="given-name"
                />
                <Field
                  id={id("last")}
                  area="ekit-mail-chimp-name"
                  name="lastname"
                  type="text"
                  inputClass="ekit_user_last"
                  label={String(s.ekit_mail_chimp_last_name_label)}
                  placeholder={String(s.ekit_mail_chimp_last_name_placeholder)}
                  fallbackLabel="Last name"
                  autoComplete="family-name"
                />
              </>
            ) : null}
            {s.ekit_mail_chimp_section_form_phone_show ? (
              <Field
                id={id("phone")}
                area="ekit-mail-chimp-phone"
                name="phone"
                type="tel"
                inputClass="ekit_mail_phone"
                label={String(s.ekit_mail_chimp_phone_label)}
                placeholder={String(s.ekit_mail_chimp_phone_placeholder)}
                fallbackLabel="Phone"
                autoComplete="tel"
              />
            ) : null}
            <Field
              id={id("email")}
              area="ekit-mail-chimp-email"
              name="email"
              type="email"
              inputClass="ekit_mail_email"
              label={String(s.ekit_mail_chimp_email_address_label)}
              placeholder={String(s.ekit_mail_chimp_email_address_placeholder)}
              fallbackLabel="Email address"
              autoComplete="email"
            />
            <div className="ekit_submit_input_holder elementskit_input_wraper">
              <button type="submit" className="ekit-mail-submit" name="ekit_mail_chimp">
                {String(s.ekit_mail_chimp_submit)}
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
