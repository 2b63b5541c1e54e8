/** The slot holding the kit's CSS (global colours and fonts), once per page. */
export const KIT_SLOT_ID = "elementor-kit-slot";
/** The slot holding the popups whose conditions match the page (hidden dialogs), once per page. */
export const POPUPS_SLOT_ID = "elementor-popups-slot";
