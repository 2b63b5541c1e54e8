import type { PostalAddress } from "../../db/schema.ts";

/**
 * An address as the lines of a postal label. Where the town goes follows the country's habit: "75011 Paris"
 * in most of Europe, "San Francisco, CA 94103" in North America and Australia, town then postcode in the UK.
 */

const CITY_STATE_POSTCODE = new Set(["US", "CA", "AU"]);
const CITY_THEN_POSTCODE = new Set(["GB", "IE"]);

export function addressLines(address: PostalAddress, countryName?: string): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ");
  const lines = [name, address.company, address.address_1, address.address_2];
  if (CITY_STATE_POSTCODE.has(address.country)) {
    const region = [address.state, address.postcode].filter(Boolean).join(" ");
    lines.push([address.city, region].filter(Boolean).join(", "));
  } else if (CITY_THEN_POSTCODE.has(address.country)) {
    lines.push(address.city, address.state, address.postcode);
  } else {
    lines.push([address.postcode, address.city].filter(Boolean).join(" "), address.state);
  }
  lines.push(countryName ?? address.country);
  return lines.map((line) => line.trim()).filter((line) => line !== "");
}
