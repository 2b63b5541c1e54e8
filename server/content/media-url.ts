/** Public address of a stored image; ids never change meaning, so the address is cacheable for ever. */
export function mediaUrl(mediaId: number, filename: string): string {
  return `/media/${mediaId}/${encodeURIComponent(filename)}`;
}

export const MEDIA_ROUTE_PATTERN = /^\/media\/(\d+)\/[^/]+$/;
