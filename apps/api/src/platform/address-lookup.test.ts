import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { type AddressComponent, addressFromComponents } from "./address-lookup.ts";

const base = {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-address-lookup-")),
  APP_SECRET: "address-lookup-secret-address-lookup-0001",
};

describe("ADDRESS_LOOKUP_PROVIDER, MAPS_API_KEY, MAPS_API_URL", () => {
  it("keeps plain fields without a key, and asks Google's Places API with one", () => {
    expect(loadConfig(base).addressLookup).toBeNull();
    expect(loadConfig({ ...base, MAPS_API_KEY: "" }).addressLookup).toBeNull();
    expect(loadConfig({ ...base, MAPS_API_KEY: "key-1" }).addressLookup).toEqual({
      provider: "google",
      apiKey: "key-1",
      apiUrl: "https://places.googleapis.com",
    });
    expect(
      loadConfig({ ...base, MAPS_API_KEY: "key-1", MAPS_API_URL: "http://127.0.0.1:9999/" }).addressLookup
        ?.apiUrl,
    ).toBe("http://127.0.0.1:9999");
  });

  it("turns the lookup off on request, and refuses a provider without its key", () => {
    expect(
      loadConfig({ ...base, MAPS_API_KEY: "key-1", ADDRESS_LOOKUP_PROVIDER: "none" }).addressLookup,
    ).toBeNull();
    expect(() => loadConfig({ ...base, ADDRESS_LOOKUP_PROVIDER: "google" })).toThrow(/MAPS_API_KEY/);
    expect(() => loadConfig({ ...base, ADDRESS_LOOKUP_PROVIDER: "here" })).toThrow();
  });
});

const component = (types: string[], longText: string, shortText = longText): AddressComponent => ({
  types,
  longText,
  shortText,
});

describe("addressFromComponents", () => {
  it("writes an American unit on the second line", () => {
    const components = [
      component(["subpremise"], "Apt 4"),
      component(["street_number"], "350"),
      component(["route"], "5th Avenue", "5th Ave"),
      component(["locality", "political"], "New York"),
      component(["administrative_area_level_1", "political"], "New York", "NY"),
      component(["country", "political"], "United States", "US"),
      component(["postal_code"], "10118"),
    ];
    expect(addressFromComponents(components, "350 5th Ave Apt 4, New York, NY 10118, USA", "US")).toEqual({
      line1: "350 5th Avenue",
      line2: "Apt 4",
      suburb: "New York",
      state: "NY",
      postcode: "10118",
    });
  });

  it("falls back to the building, then the provider's first line, and to a town for the suburb", () => {
    expect(
      addressFromComponents(
        [component(["premise"], "Riverside Farm"), component(["postal_town"], "Bathurst")],
        "Riverside Farm, Bathurst NSW 2795, Australia",
        "AU",
      ),
    ).toMatchObject({ line1: "Riverside Farm", suburb: "Bathurst" });
    expect(addressFromComponents([], "Lot 7, Bathurst NSW 2795, Australia", "AU")).toEqual({
      line1: "Lot 7",
      line2: "",
      suburb: "",
      state: "",
      postcode: "",
    });
  });

  it("cuts each part to its field's length without leaving half a character", () => {
    const long = `${"a".repeat(119)}😀`;
    const address = addressFromComponents([component(["locality"], long)], "", "AU");
    expect(address.suburb).toBe("a".repeat(119));
  });
});
