import type { StaticMosaic } from "./ekit-google-map.rules.ts";

/** The mosaic's tile pictures, placed absolutely; also Elementor's Google Maps picture (decision 033). */
export function MosaicTiles({ tiles }: { tiles: StaticMosaic["tiles"] }) {
  return tiles.map((tile) => (
    <img
      key={tile.url}
      src={tile.url}
      alt=""
      width={256}
      height={256}
      loading="lazy"
      decoding="async"
      style={{ left: tile.left, top: tile.top }}
    />
  ));
}
