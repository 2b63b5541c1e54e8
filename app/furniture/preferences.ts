/** The route that records a shopper's display preferences (cookies only) for forms posted without script. */
export const PREFERENCES_PATH = "/preferences/";
