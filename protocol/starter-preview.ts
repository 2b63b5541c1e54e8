/**
 * Astra's starter-templates preview: the onboarding wizard opens the site in a frame with the preview
 * parameter, keeps its choices in local storage and posts changes as messages.
 */

/** The query parameter that puts a page in preview mode (`?starter-templates-preview=1`). */
export const PREVIEW_QUERY_PARAMETER = "starter-templates-preview";
export const PREVIEW_STORAGE_KEY = "starter-templates-iframe-preview-data";
/** The message a parent window posts to change one preview param: `{call, value: {param, data}}`. */
export const PREVIEW_MESSAGE_CALL = "starterTemplatePreviewDispatch";
/** Only preview pages load web fonts, from here. */
export const WEB_FONTS_ORIGIN = "https://fonts.googleapis.com";
