/** The placeholder in `wc_ajax_url` ("/?wc-ajax=%%endpoint%%") that the endpoint name replaces. */
export const WC_AJAX_ENDPOINT_PLACEHOLDER = "%%endpoint%%";

/**
 * The address of a shop ajax endpoint: the configured template with its placeholder filled
 * (S-CALL-10, S-ATC-08). The name is URL-encoded; WooCommerce's names never need it.
 */
export function endpointUrl(template: string, endpoint: string): string {
  return template.replace(WC_AJAX_ENDPOINT_PLACEHOLDER, encodeURIComponent(endpoint));
}
