import type { ImageView } from "../../server/shop/catalogue/views.ts";

/** Always rendered with its intrinsic width and height so the layout never shifts while it loads. */
export function ProductImage({
  image,
  className,
  loading = "lazy",
  fetchPriority,
  sizes,
}: {
  image: ImageView | null;
  className?: string;
  loading?: "lazy" | "eager";
  /** `high` on a page's likely largest paint (decision 035). */
  fetchPriority?: "high";
  sizes?: string;
}) {
  if (!image) {
    return (
      <span className={`vitrine-placeholder-image ${className ?? ""}`} role="img" aria-label="No image" />
    );
  }
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      sizes={sizes}
      className={className}
    />
  );
}
