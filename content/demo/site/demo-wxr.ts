/** What the demo shop's exports share: the old site's address, its author, and its pictures as attachments. */
import path from "node:path";
import { attachmentItem, type WxrAuthor, type WxrItem } from "../../wxr-writer.ts";

export const DEMO_SITE = "https://demo.vitrine.example";

export const DEMO_AUTHOR: WxrAuthor = {
  login: "vitrine",
  email: "shop@demo.vitrine.example",
  displayName: "Claire Morel",
  firstName: "Claire",
  lastName: "Morel",
};

/** What WordPress 6.5 writes as the export's `<generator>`. */
export const DEMO_GENERATOR = "https://wordpress.org/?v=6.5.3";

export interface DemoPicture {
  id: number;
  /** Under `wp-content/uploads/` ("2026/10/packing-table.jpg"). */
  file: string;
  title: string;
  /** The attachment's slug; the file's name without ".jpg" when absent. */
  slug?: string;
  /** The attachment page's address; the site's `/<slug>/` when absent. */
  link?: string;
  alt?: string;
  date: string;
  pubDate?: string;
  guid?: string;
  parent?: number;
}

/**
 * Demo uploads as an export's own attachments: an export's media ids and upload addresses are its own, so the
 * import resolves a picture only when the same export carries it (a page reusing another export's pictures lists
 * them again under its own ids).
 */
export function pictureItems(pictures: readonly DemoPicture[]): WxrItem[] {
  return pictures.map((picture) => {
    const slug = picture.slug ?? path.basename(picture.file, ".jpg");
    return attachmentItem(DEMO_SITE, { ...picture, slug, link: picture.link ?? `${DEMO_SITE}/${slug}/` });
  });
}
