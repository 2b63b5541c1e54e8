/**
 * Elementor Pro's gallery: a single list of images, or several titled galleries shown together with a filter bar
 * ("All" and one entry per gallery). An image in several galleries appears once, tagged with each gallery's index
 * (Elementor's `data-e-gallery-tags`), and the filter shows the images whose tags include the chosen one.
 */
export interface GalleryImageRef {
  id: number | string;
  url: string;
}

export interface GalleryEntry<T extends GalleryImageRef = GalleryImageRef> {
  image: T;
  /** Indexes of the galleries holding this image (empty for a single gallery). */
  tags: number[];
}

/** The images to show, each once, in first-seen order, with the galleries they belong to. */
export function galleryEntries<T extends GalleryImageRef>(
  type: "single" | "multiple",
  single: readonly T[],
  galleries: readonly { multiple_gallery: readonly T[] }[],
): GalleryEntry<T>[] {
  if (type === "single") return single.map((image) => ({ image, tags: [] }));
  const byKey = new Map<string, GalleryEntry<T>>();
  galleries.forEach((gallery, index) => {
    for (const image of gallery.multiple_gallery) {
      const key = image.id !== "" && image.id !== 0 ? `id:${image.id}` : `url:${image.url}`;
      const entry = byKey.get(key);
      if (entry) {
        if (!entry.tags.includes(index)) entry.tags.push(index);
      } else byKey.set(key, { image, tags: [index] });
    }
  });
  return [...byKey.values()];
}

/** Whether an entry shows under a filter ("all" or a gallery's index). */
export function showsUnder(entry: GalleryEntry, filter: "all" | number): boolean {
  return filter === "all" || entry.tags.includes(filter);
}

/** Grid cells' `aspect-ratio` from Pro's `aspect_ratio` choice (`3:2` → `3 / 2`). */
export function cssAspectRatio(choice: string): string {
  const [width, height] = choice.split(":").map(Number);
  return width && height ? `${width} / ${height}` : "3 / 2";
}
