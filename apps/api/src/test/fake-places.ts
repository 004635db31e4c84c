// A local HTTP server speaking the part of Google's Places API (New) the address lookup uses
// (Autocomplete and Place Details), in Google's shapes, so the adapter is tested with no network. It
// records every request and can be told to fail. Run by hand for a manual server:
//   node --import tsx apps/api/src/test/fake-places.ts [port]   (prints its URL; key "maps-test-key")
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export const fakePlacesKey = "maps-test-key";

export type FakePlacesRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown> | null;
};

type Component = { longText: string; shortText: string; types: string[] };
export type FakePlace = { id: string; main: string; secondary: string; components: Component[] };

const part = (types: string[], longText: string, shortText = longText): Component => ({
  longText,
  shortText,
  types: [...types, ...(types.includes("country") ? ["political"] : [])],
});
const nsw = part(["administrative_area_level_1", "political"], "New South Wales", "NSW");
const australia = part(["country"], "Australia", "AU");

export const fakePlaces: FakePlace[] = [
  {
    id: "ChIJ-george-st-1",
    main: "1 George Street",
    secondary: "Sydney NSW, Australia",
    components: [
      part(["street_number"], "1"),
      part(["route"], "George Street", "George St"),
      part(["locality", "political"], "Sydney"),
      part(["administrative_area_level_2", "political"], "Council of the City of Sydney"),
      nsw,
      australia,
      part(["postal_code"], "2000"),
    ],
  },
  {
    id: "ChIJ-george-st-120-unit-3",
    main: "3/120 George Street",
    secondary: "The Rocks NSW, Australia",
    components: [
      part(["subpremise"], "3"),
      part(["street_number"], "120"),
      part(["route"], "George Street", "George St"),
      part(["locality", "political"], "The Rocks"),
      nsw,
      australia,
      part(["postal_code"], "2000"),
    ],
  },
  {
    id: "ChIJ-george-st-parramatta",
    main: "George Street",
    secondary: "Parramatta NSW, Australia",
    components: [
      part(["route"], "George Street", "George St"),
      part(["locality", "political"], "Parramatta"),
      nsw,
      australia,
      part(["postal_code"], "2150"),
    ],
  },
  {
    id: "ChIJ-collins-st-200",
    main: "200 Collins Street",
    secondary: "Melbourne VIC, Australia",
    components: [
      part(["street_number"], "200"),
      part(["route"], "Collins Street", "Collins St"),
      part(["locality", "political"], "Melbourne"),
      part(["administrative_area_level_1", "political"], "Victoria", "VIC"),
      australia,
      part(["postal_code"], "3000"),
    ],
  },
  {
    id: "ChIJ-george-st-dunedin",
    main: "12 George Street",
    secondary: "Dunedin, New Zealand",
    components: [
      part(["street_number"], "12"),
      part(["route"], "George Street", "George St"),
      part(["sublocality_level_1", "sublocality", "political"], "Dunedin Central"),
      part(["locality", "political"], "Dunedin"),
      part(["administrative_area_level_1", "political"], "Otago", "OTA"),
      part(["country"], "New Zealand", "NZ"),
      part(["postal_code"], "9016"),
    ],
  },
];

const textOf = (place: FakePlace) => `${place.main}, ${place.secondary}`;
const countryOf = (place: FakePlace) =>
  place.components.find((component) => component.types.includes("country"))?.shortText ?? "";

export type FakePlaces = {
  url: string;
  requests: FakePlacesRequest[];
  /** Answer every request with this status (Google's error shape) until set back to null. */
  failWith: number | null;
  /** Answer every request with this text and status 200 (a broken proxy in between). */
  garbage: boolean;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export async function startFakePlaces(port = 0): Promise<FakePlaces> {
  const fake: FakePlaces = {
    url: "",
    requests: [],
    failWith: null,
    garbage: false,
    close: async () => {},
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const text = await readBody(request);
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    fake.requests.push({
      method: request.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
      response.end(JSON.stringify(value));
    };

    if (fake.garbage) {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>proxy error</html>");
      return;
    }
    if (fake.failWith !== null) {
      send(fake.failWith, googleError(fake.failWith, "INTERNAL", "Internal error encountered."));
      return;
    }
    if (request.headers["x-goog-api-key"] !== fakePlacesKey) {
      send(400, googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."));
      return;
    }
    if (!request.headers["x-goog-fieldmask"]) {
      send(400, googleError(400, "INVALID_ARGUMENT", "FieldMask is a required parameter."));
      return;
    }

    if (request.method === "POST" && url.pathname === "/v1/places:autocomplete") {
      const input = typeof body?.input === "string" ? body.input.trim().toLowerCase() : "";
      if (!input) {
        send(400, googleError(400, "INVALID_ARGUMENT", "input is required."));
        return;
      }
      const regions = Array.isArray(body?.includedRegionCodes)
        ? body.includedRegionCodes.map((code) => String(code).toUpperCase())
        : [];
      const words = input.split(/[\s,]+/).filter(Boolean);
      const matches = fakePlaces.filter(
        (place) =>
          (regions.length === 0 || regions.includes(countryOf(place))) &&
          words.every((word) => textOf(place).toLowerCase().includes(word)),
      );
      send(200, {
        suggestions: matches.map((place) => ({
          placePrediction: {
            place: `places/${place.id}`,
            placeId: place.id,
            text: { text: textOf(place), matches: [{ endOffset: input.length }] },
            structuredFormat: {
              mainText: {
                text: place.main,
                matches: [{ endOffset: Math.min(input.length, place.main.length) }],
              },
              secondaryText: { text: place.secondary },
            },
            types: ["geocode", "street_address"],
          },
        })),
      });
      return;
    }

    const detail = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && detail) {
      const place = fakePlaces.find((candidate) => candidate.id === decodeURIComponent(detail[1] ?? ""));
      if (!place) {
        send(404, googleError(404, "NOT_FOUND", `Place '${detail[1]}' not found.`));
        return;
      }
      send(200, {
        id: place.id,
        formattedAddress: textOf(place),
        addressComponents: place.components.map((component) => ({ ...component, languageCode: "en" })),
      });
      return;
    }
    send(404, googleError(404, "NOT_FOUND", "Method not found."));
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${address.port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return fake;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakePlaces(Number(process.argv[2] ?? 0));
  process.stdout.write(`fake Places API at ${fake.url} (MAPS_API_KEY=${fakePlacesKey})\n`);
}
