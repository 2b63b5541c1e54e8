import { describe, expect, it } from "vitest";
import type { PostalAddress } from "../../db/schema.ts";
import { addressLines } from "./address-format.ts";

const base: PostalAddress = {
  first_name: "Ada",
  last_name: "Lovelace",
  company: "",
  country: "FR",
  address_1: "12 rue des Potiers",
  address_2: "",
  city: "Paris",
  state: "",
  postcode: "75011",
  phone: "",
};

describe("addressLines", () => {
  it("writes a European address postcode first, without empty lines", () => {
    expect(addressLines(base, "France")).toEqual([
      "Ada Lovelace",
      "12 rue des Potiers",
      "75011 Paris",
      "France",
    ]);
  });

  it("writes North American addresses with city, state and ZIP on one line", () => {
    expect(
      addressLines(
        { ...base, country: "US", company: "Engines", city: "San Francisco", state: "CA", postcode: "94103" },
        "United States (US)",
      ),
    ).toEqual([
      "Ada Lovelace",
      "Engines",
      "12 rue des Potiers",
      "San Francisco, CA 94103",
      "United States (US)",
    ]);
  });

  it("writes UK addresses town then postcode, and falls back to the country code", () => {
    expect(
      addressLines({ ...base, country: "GB", city: "London", postcode: "SW1A 1AA", address_2: "Flat 2" }),
    ).toEqual(["Ada Lovelace", "12 rue des Potiers", "Flat 2", "London", "SW1A 1AA", "GB"]);
  });
});
