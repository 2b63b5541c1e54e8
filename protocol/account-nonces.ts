/** Nonce actions of account forms and calls (field names stay WooCommerce's / Astra's). */
export const LOGIN_NONCE_ACTION = "woocommerce-login";
export const REGISTER_NONCE_ACTION = "woocommerce-register";
export const LOST_PASSWORD_NONCE_ACTION = "lost_password";
export const RESET_PASSWORD_NONCE_ACTION = "reset_password";
export const EDIT_ACCOUNT_NONCE_ACTION = "save_account_details";
export const EDIT_ADDRESS_NONCE_ACTION = "woocommerce-edit_address";
export const LOGOUT_NONCE_ACTION = "customer-logout";
/** Astra's checkout email check (`security`). */
export const CHECK_USER_NONCE_ACTION = "astra-check-user-exist";
/** Astra's checkout inline login (`security`). */
export const CHECKOUT_LOGIN_NONCE_ACTION = "astra-checkout-login";
/** WordPress REST cookie authentication (`X-WP-Nonce`). */
export const REST_NONCE_ACTION = "wp_rest";
