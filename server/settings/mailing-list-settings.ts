import { z } from "zod";

/**
 * The mailing lists the sign-up widget (ElementsKit `elementskit-mail-chimp`) may add to (decision 028). Vitrine
 * keeps every list in its own database; a list with a `mailchimp` entry also goes to that Mailchimp audience.
 */
const listIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, '-' or '_'");

const mailchimpListSchema = z.strictObject({
  /** The audience (list) id in Mailchimp; the widget's list id when left out. */
  audienceId: listIdSchema.optional(),
  /**
   * The API key (`<key>-<data centre>`). Prefer MAILCHIMP_API_KEY in the environment: a key here is read only when
   * the environment has none.
   */
  apiKey: z.string().max(100).default(""),
  /** The API's address; `https://<dc>.api.mailchimp.com/3.0` from the key's data centre when left out. */
  apiBaseUrl: z.url().optional(),
  /** How long one call may take, milliseconds. */
  timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
});

export type MailchimpListSettings = z.infer<typeof mailchimpListSchema>;

export const mailingListSettingsSchema = z
  .strictObject({
    /**
     * Lists by the id the widget names (its "Select List"). With `acceptAnyList` (the default) a list the settings do
     * not name is kept locally too, so a page imported with its Mailchimp list ids keeps working.
     */
    lists: z
      .record(
        listIdSchema,
        z.strictObject({
          name: z.string().max(120).default(""),
          mailchimp: mailchimpListSchema.optional(),
        }),
      )
      .default({}),
    acceptAnyList: z.boolean().default(true),
    /** Sign-ups per address, and per client address, within the window. */
    maxAttemptsPerEmail: z.number().int().min(1).max(1000).default(5),
    maxAttemptsPerIp: z.number().int().min(1).max(10_000).default(20),
    attemptWindowMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    /** How long the confirmation link of a double opt-in stays valid, hours. */
    confirmLinkHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(72),
  })
  .default({
    lists: {},
    acceptAnyList: true,
    maxAttemptsPerEmail: 5,
    maxAttemptsPerIp: 20,
    attemptWindowMinutes: 60,
    confirmLinkHours: 72,
  });
