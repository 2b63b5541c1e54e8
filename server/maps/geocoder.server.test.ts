import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createNominatimGeocoder,
  geocodeKey,
  memoryGeocodeCache,
  nominatimSearchUrl,
  parseNominatim,
} from "./geocoder.server.ts";

let server: Server;
let endpoint = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand.in");
    const q = url.searchParams.get("q") ?? "";
    asked.push(q);
    if (q === "down") return void res.writeHead(503).end();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      q.includes("Potiers") ? JSON.stringify([{ lat: "48.8566", lon: "2.3722", display_name: "x" }]) : "[]",
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("geocoder (Nominatim adapter)", () => {
  it("builds Nominatim's search address and reads its answer", () => {
    expect(nominatimSearchUrl("https://nominatim.openstreetmap.org", " 12 rue des Potiers ")).toBe(
      "https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q=12+rue+des+Potiers",
    );
    expect(parseNominatim([{ lat: "1.5", lon: "-2" }])).toEqual({ lat: 1.5, lng: -2 });
    expect(parseNominatim([])).toBeNull();
    expect(parseNominatim({ error: "x" })).toBeNull();
    expect(parseNominatim([{ lat: "999", lon: "0" }])).toBeNull();
    expect(geocodeKey("  12  Rue des Potiers ")).toBe("12 rue des potiers");
  });

  it("W-MAP-08 geocodes an address once against the stand-in; not found and failures give null", async () => {
    asked.length = 0;
    const geocode = createNominatimGeocoder({ endpoint, cache: memoryGeocodeCache() });
    expect(await geocode("12 rue des Potiers, Paris")).toEqual({ lat: 48.8566, lng: 2.3722 });
    expect(await geocode("12 RUE des Potiers,  Paris")).toEqual({ lat: 48.8566, lng: 2.3722 });
    expect(await geocode("Nowhere at all")).toBeNull();
    expect(await geocode("nowhere at all")).toBeNull();
    expect(asked).toEqual(["12 rue des Potiers, Paris", "Nowhere at all"]);
    expect(await geocode("down")).toBeNull();
    expect(await geocode("down")).toBeNull();
    expect(asked.filter((q) => q === "down")).toHaveLength(2); // a failing service is not remembered
    const unreachable = createNominatimGeocoder({
      endpoint: "http://127.0.0.1:1/",
      cache: memoryGeocodeCache(),
      timeoutMs: 500,
    });
    expect(await unreachable("12 rue des Potiers")).toBeNull();
    expect(await geocode("   ")).toBeNull();
  });
});
