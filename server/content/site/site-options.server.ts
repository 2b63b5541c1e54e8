import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/client.server.ts";
import { contentSiteOptions } from "../../db/schema.ts";

/**
 * What imports learned about the old site, kept as one validated JSON value: its address, the permalink
 * structure of its posts, its front and posts pages, the WooCommerce page mapping and the active Elementor kit.
 * A later import overrides only what its file knows (a file with only a kit leaves the blog settings alone).
 */

const OPTIONS_NAME = "site";

const id = z.number().int().positive().nullable().default(null);

export const siteOptionsSchema = z.object({
  /** The old site's address (`wp:base_site_url`): links to it are the shop's own. */
  siteUrl: z.string().default(""),
  /** WordPress permalink_structure inferred from the export's post links; "" is plain (`?p=`); null unknown. */
  permalinkStructure: z.string().nullable().default(null),
  /** page_on_front: the page shown at `/`. */
  frontPageId: id,
  /** page_for_posts: the page the blog index is served at. */
  postsPageId: id,
  /** The Elementor kit whose global colours and fonts apply. */
  activeKitId: id,
  /** WooCommerce's pages in the export, by role. */
  wooCommercePages: z
    .object({ shop: id, cart: id, checkout: id, myaccount: id })
    .default({ shop: null, cart: null, checkout: null, myaccount: null }),
});
export type SiteOptions = z.output<typeof siteOptionsSchema>;

export async function readSiteOptions(db: Executor): Promise<SiteOptions> {
  const [row] = await db
    .select({ value: contentSiteOptions.value })
    .from(contentSiteOptions)
    .where(eq(contentSiteOptions.name, OPTIONS_NAME));
  const parsed = siteOptionsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : siteOptionsSchema.parse({});
}

export async function writeSiteOptions(db: Executor, options: SiteOptions): Promise<void> {
  const value = siteOptionsSchema.parse(options);
  await db
    .insert(contentSiteOptions)
    .values({ name: OPTIONS_NAME, value })
    .onConflictDoUpdate({ target: contentSiteOptions.name, set: { value, updatedAt: sql`now()` } });
}
