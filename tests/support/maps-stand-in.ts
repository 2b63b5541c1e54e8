import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encodePolyline } from "../../server/maps/polyline.ts";
import { GOOGLE_MAPS_JS_STAND_IN } from "./google-maps-js-stand-in.ts";

/**
 * A local stand-in for the maps providers, answering in their recorded shapes: Nominatim `/search`, Google
 * Geocoding `/geocode/json`, OSRM `/route/v1/<profile>/<lng,lat;lng,lat>`, Google Directions
 * `/directions/json`, tiles `/tiles/<z>/<x>/<y>.png`, Google Maps JavaScript `/maps/api/js` (a recording
 * stand-in, tests/support/google-maps-js-stand-in.ts) and Static Maps / Street View pictures
 * `/maps/api/staticmap`, `/maps/api/streetview`. Addresses containing "Potiers" are found; "down" answers
 * 503; a route from a point with latitude 0 has no route. Every request is recorded.
 */
export interface MapsStandIn {
  origin: string;
  apiKey: string;
  requests: string[];
  close(): Promise<void>;
}

export const WORKSHOP = { lat: 48.859, lng: 2.3775 };

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);

export async function startMapsStandIn(port = 0): Promise<MapsStandIn> {
  const requests: string[] = [];
  const apiKey = "stand-in-google-key";
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand.in");
    // What was asked so far (the e2e suite's workers read it: the stand-in runs as a web server of the suite).
    if (url.pathname === "/__requests") {
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(JSON.stringify(requests));
    }
    requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/maps/api/js") {
      res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
      return void res.end(GOOGLE_MAPS_JS_STAND_IN);
    }
    if (url.pathname.startsWith("/tiles/") || /^\/maps\/api\/(staticmap|streetview)$/.test(url.pathname)) {
      res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
      return void res.end(PNG_1X1);
    }
    if (url.pathname.endsWith("/search")) {
      const q = url.searchParams.get("q") ?? "";
      if (q === "down") return void res.writeHead(503).end();
      return json(
        200,
        q.includes("Potiers")
          ? [
              {
                place_id: 1,
                lat: String(WORKSHOP.lat),
                lon: String(WORKSHOP.lng),
                display_name: q,
                type: "house",
              },
            ]
          : [],
      );
    }
    if (url.pathname.endsWith("/geocode/json")) {
      if (url.searchParams.get("key") !== apiKey)
        return json(200, {
          status: "REQUEST_DENIED",
          error_message: "The provided API key is invalid.",
          results: [],
        });
      const address = url.searchParams.get("address") ?? "";
      if (!address.includes("Potiers")) return json(200, { status: "ZERO_RESULTS", results: [] });
      return json(200, {
        status: "OK",
        results: [{ formatted_address: address, geometry: { location: WORKSHOP, location_type: "ROOFTOP" } }],
      });
    }
    const osrm = /\/route\/v1\/([a-z]+)\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(url.pathname);
    if (osrm) {
      const [, , lng1, lat1, lng2, lat2] = osrm.map(Number) as number[];
      if (lat1 === 0) return json(400, { code: "NoRoute", message: "Impossible route between points" });
      if (lat1 === 1) return void res.writeHead(502).end();
      const mid = [((lng1 ?? 0) + (lng2 ?? 0)) / 2, lat1 ?? 0];
      return json(200, {
        code: "Ok",
        routes: [
          {
            geometry: { type: "LineString", coordinates: [[lng1, lat1], mid, [lng2, lat2]] },
            distance: 2450.3,
            duration: 412.8,
          },
        ],
        waypoints: [],
      });
    }
    if (url.pathname.endsWith("/directions/json")) {
      if (url.searchParams.get("key") !== apiKey) return json(200, { status: "REQUEST_DENIED", routes: [] });
      const [lat1, lng1] = (url.searchParams.get("origin") ?? "").split(",").map(Number);
      const [lat2, lng2] = (url.searchParams.get("destination") ?? "").split(",").map(Number);
      if (lat1 === 0) return json(200, { status: "ZERO_RESULTS", routes: [] });
      const points = encodePolyline(
        [
          [lat1 ?? 0, lng1 ?? 0],
          [lat1 ?? 0, lng2 ?? 0],
          [lat2 ?? 0, lng2 ?? 0],
        ],
        5,
      );
      return json(200, {
        status: "OK",
        routes: [
          {
            overview_polyline: { points },
            legs: [{ distance: { text: "3.1 km", value: 3100 }, duration: { text: "9 mins", value: 540 } }],
          },
        ],
      });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `node --import tsx tests/support/maps-stand-in.ts <port>`: the stand-in as its own process (the e2e suite's). */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.argv[2] ?? 0);
  const standIn = await startMapsStandIn(port);
  console.log(`maps stand-in on ${standIn.origin}`);
}
