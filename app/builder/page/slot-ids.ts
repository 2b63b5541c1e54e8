/** The slot holding the kit's CSS (global colours and fonts), once per page. */
export const KIT_SLOT_ID = "elementor-kit-slot";
