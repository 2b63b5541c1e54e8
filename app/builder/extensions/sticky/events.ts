/** Fired (bubbling) on a sticky section when it sticks or releases; nav menus close click-mode dropdowns then. */
export const STICKY_CHANGE_EVENT = "vitrine:sticky-change";
