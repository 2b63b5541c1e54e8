import { describe, expect, it } from "vitest";
import { checkoutCountryData, countryName, statesOf } from "./countries.ts";

describe("checkout countries", () => {
  it("offers every country by name when no list is set", () => {
    const data = checkoutCountryData([]);
    expect(data.countries.length).toBeGreaterThan(240);
    expect(data.countries).toContainEqual({ code: "FR", name: "France" });
    expect(data.countries).toContainEqual({ code: "US", name: "United States (US)" });
    const names = data.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("is limited to the allowed countries, with states only for countries that need them", () => {
    const data = checkoutCountryData(["FR", "US", "IT", "CA"]);
    expect(data.countries.map((country) => country.code)).toEqual(["CA", "FR", "IT", "US"]);
    expect(Object.keys(data.states).sort()).toEqual(["CA", "US"]);
    expect(data.states.US).toContainEqual({ code: "CA", name: "California" });
    expect(data.stateless).toEqual(["FR"]);
  });

  it("knows country names and state lists", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(statesOf("FR")).toBeUndefined();
    expect(statesOf("CA")?.map((state) => state.code)).toContain("QC");
  });
});
