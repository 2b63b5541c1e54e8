/**
 * WordPress's "random order" gallery, shuffled once per document version (the HTML is cached and shared), with a
 * seed from the element id so every render of the same version agrees.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Elementor's lightbox link hash (`data-e-action-hash`): the `lightbox` link action with base64 JSON naming the
 * picture and the slideshow (the widget) it belongs to. The lightbox itself reads it.
 */
export function lightboxActionHash(settings: {
  id: number | string;
  url: string;
  slideshow: string;
}): string {
  const json = JSON.stringify(settings);
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `#elementor-action:action=lightbox&settings=${base64}`;
}
