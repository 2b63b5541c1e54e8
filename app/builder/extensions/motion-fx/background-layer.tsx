/**
 * The layer a section's background is drawn in when background motion effects are on: a clipping container
 * filling the section and the layer inside it (Elementor Pro's class names, so a shop's CSS aimed at them still
 * applies). Drawn on the server, so the background shows, still, before and without any script.
 */
export function BackgroundMotionLayer() {
  return (
    <div className="elementor-motion-effects-container" aria-hidden="true">
      <div className="elementor-motion-effects-layer" />
    </div>
  );
}
