import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("elementskit-mail-chimp widget", () => {
  it("W-MAIL-01 renders a form that posts without script, with the list, messages and opt-in for the browser module", async () => {
    const { inner, html } = await renderWidget("elementskit-mail-chimp", {
      ekit_mail_chimp_select_listed_id: "a1b2c3",
      ekit_mail_chimp_double_opt_in: "yes",
      ekit_mail_chimp_success_message: "Welcome <b>aboard</b>",
    });
    expect(inner).toContain(
      '<form class="ekit-mailChimpForm" data-listed="a1b2c3" data-success-message="Welcome &lt;b&gt;aboard&lt;/b&gt;" data-success-opt-in-message="Please check your mail and confirm subscribe" action="/wp-json/vitrine/v1/mailing-list/subscribe" method="post">',
    );
    expect(inner).toContain('<div class="ekit-mail-message" role="status" aria-live="polite"></div>');
    expect(inner).toContain('<input type="hidden" name="double_opt_in" value="yes"/>');
    expect(inner).toContain('<input type="hidden" name="ekit_widget_id" value="w1"/>');
    expect(inner).toContain(
      '<input id="ekit-mail-w1-email" type="email" class="ekit_mail_email ekit_form_control" placeholder="Your email address" aria-label="Your email address" autoComplete="email" required="" name="email"/>',
    );
    expect(inner).toContain(
      '<button type="submit" class="ekit-mail-submit" name="ekit_mail_chimp">Sign Up</button>',
    );
    expect(inner).not.toContain('name="firstname"');
    expect(html).toContain('data-vitrine-client="widgets/ekit-mail-chimp/ekit-mail-chimp"');
  });

  it("W-MAIL-01 name and phone fields when shown, with visible labels, and the inline layout", async () => {
    const { inner } = await renderWidget("elementskit-mail-chimp", {
      ekit_mail_chimp_section_form_name_show: "yes",
      ekit_mail_chimp_section_form_phone_show: "yes",
      ekit_mail_chimp_first_name_label: "First name",
      ekit_mail_chimp_form_style_switcher: "yes",
    });
    expect(inner).toContain('class="elementskit_form_wraper elementskit_inline_form has-extra-fields"');
    expect(inner).toContain(
      '<label class="elementskit_input_label" for="ekit-mail-w1-first">First name</label>',
    );
    expect(inner).toContain('name="lastname"');
    expect(inner).toContain('type="tel" class="ekit_mail_phone ekit_form_control"');
    expect(inner).toContain('<input type="hidden" name="double_opt_in" value=""/>');
  });
});
