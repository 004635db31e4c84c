// Settings → General's address lookup (spec 001 §2 "General", §8, §9): a 500 ms pause, the company's
// country, a chosen address filling every field, the spec's failure words, plain fields without it.
import type { AddressPlace, AddressSuggestion } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminPermissions, dealerSettingsFixture, meFixture } from "../../../test/fixtures.ts";
import { type MockHandler, type MockRequest, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const suggestions: AddressSuggestion[] = [
  {
    placeId: "ChIJ-george-st-1",
    text: "1 George Street, Sydney NSW, Australia",
    mainText: "1 George Street",
    secondaryText: "Sydney NSW, Australia",
  },
  {
    placeId: "ChIJ-george-st-120-unit-3",
    text: "3/120 George Street, The Rocks NSW, Australia",
    mainText: "3/120 George Street",
    secondaryText: "The Rocks NSW, Australia",
  },
];

const place: AddressPlace = {
  placeId: "ChIJ-george-st-120-unit-3",
  formattedAddress: "3/120 George Street, The Rocks NSW 2000, Australia",
  address: { line1: "3/120 George Street", line2: "", suburb: "The Rocks", state: "NSW", postcode: "2000" },
};

function lookupApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    ...signedInHandlers({
      address: { line1: "9 Old Road", line2: "Unit 4", suburb: "Ryde", state: "NSW", postcode: "2112" },
    }),
    "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    "GET /address-lookup": { body: { available: true, countryCode: "AU" } },
    "GET /address-lookup/suggestions": { body: { suggestions } },
    [`GET /address-lookup/places/${place.placeId}`]: { body: place },
    "POST /old/account-settings/main-company": { body: { ok: true } },
    ...extra,
  });
}

const lookups = (requests: MockRequest[]) =>
  requests.filter((request) => request.path === "/address-lookup/suggestions");

/** Keystrokes back to back: a busy test machine must not make pauses of its own. */
const typist = () => userEvent.setup({ delay: null });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("general settings address lookup", () => {
  it("asks once, 500 ms after the typing stops, and says which country it searches", async () => {
    const { requests } = lookupApi();
    renderApp("/settings/general");
    const user = typist();
    const line1 = await screen.findByRole("combobox", { name: "Address line 1" });
    expect(
      screen.getByText("Start typing to look the address up in Australia, or enter it by hand."),
    ).toBeInTheDocument();

    await user.clear(line1);
    await user.type(line1, "George St");
    expect(lookups(requests).map((request) => request.url.search)).toEqual([]);
    await pause(300);
    expect(lookups(requests)).toHaveLength(0);

    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "1 George StreetSydney NSW, Australia",
      "3/120 George StreetThe Rocks NSW, Australia",
    ]);
    await pause(600);
    expect(lookups(requests)).toHaveLength(1);
    const [asked] = lookups(requests);
    expect(asked?.url.searchParams.get("q")).toBe("George St");
    expect(asked?.url.searchParams.get("sessionToken")).toMatch(/^[0-9a-f]{32}$/);
    // Typing stays free: the plain value is the field's.
    expect(line1).toHaveValue("George St");
  });

  it("fills every address field from the chosen suggestion, by keyboard, and saves them", async () => {
    const { requests } = lookupApi();
    renderApp("/settings/general");
    const user = typist();
    const line1 = await screen.findByRole("combobox", { name: "Address line 1" });
    await user.clear(line1);
    await user.type(line1, "120 George");
    await screen.findAllByRole("option");
    expect(await screen.findByText("2 addresses found")).toBeInTheDocument();

    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(line1).toHaveValue("3/120 George Street"));
    expect(screen.getByLabelText("Address line 2")).toHaveValue("");
    expect(screen.getByLabelText("Suburb")).toHaveValue("The Rocks");
    expect(screen.getByLabelText("State")).toHaveValue("NSW");
    expect(screen.getByLabelText("Postcode")).toHaveValue("2000");
    expect(
      screen.getByText("Address fields filled in: 3/120 George Street, The Rocks NSW 2000, Australia"),
    ).toBeInTheDocument();
    const detail = requests.find((request) => request.path.startsWith("/address-lookup/places/"));
    expect(detail?.url.searchParams.get("sessionToken")).toBe(
      lookups(requests)[0]?.url.searchParams.get("sessionToken"),
    );
    // The chosen address is not looked up again.
    await pause(700);
    expect(lookups(requests)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    const saved = requests.find((request) => request.path === "/old/account-settings/main-company");
    expect(saved?.body).toMatchObject({ address: place.address });
  });

  it("chooses with the pointer too", async () => {
    lookupApi();
    renderApp("/settings/general");
    const user = typist();
    const line1 = await screen.findByRole("combobox", { name: "Address line 1" });
    await user.clear(line1);
    await user.type(line1, "3/120 George");
    await user.click(await screen.findByRole("option", { name: /3\/120 George Street/ }));
    await waitFor(() => expect(screen.getByLabelText("Suburb")).toHaveValue("The Rocks"));
  });

  it("shows the spec's words when suggestions fail, keeping what was typed", async () => {
    lookupApi({
      "GET /address-lookup/suggestions": { status: 502, body: refusalBody("ADDRESS_LOOKUP_FAILED") },
    });
    renderApp("/settings/general");
    const user = typist();
    const line1 = await screen.findByRole("combobox", { name: "Address line 1" });
    await user.clear(line1);
    await user.type(line1, "George St");

    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
    expect(screen.getByText("We couldn't find that address, please try again")).toBeInTheDocument();
    expect(
      screen.queryByText(
        "The server is experiencing issues, please try again later or contact technical support.",
      ),
    ).not.toBeInTheDocument();
    expect(line1).toHaveValue("George St");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("shows the same words when the chosen address cannot be read, leaving the other fields alone", async () => {
    lookupApi({
      [`GET /address-lookup/places/${place.placeId}`]: {
        status: 404,
        body: refusalBody("ADDRESS_NOT_FOUND"),
      },
    });
    renderApp("/settings/general");
    const user = typist();
    const line1 = await screen.findByRole("combobox", { name: "Address line 1" });
    await user.clear(line1);
    await user.type(line1, "120 George");
    await user.click(await screen.findByRole("option", { name: /3\/120 George Street/ }));

    const toast = (await screen.findByText("Sorry, something went wrong")).closest("[role=alert]");
    expect(toast).not.toBeNull();
    expect(
      within(toast as HTMLElement).getByText("We couldn't find that address, please try again"),
    ).toBeInTheDocument();
    expect(line1).toHaveValue("120 George");
    expect(screen.getByLabelText("Suburb")).toHaveValue("Ryde");
  });

  it("keeps plain fields without a maps key on the server", async () => {
    const { requests } = lookupApi({
      "GET /address-lookup": { body: { available: false, countryCode: "AU" } },
    });
    renderApp("/settings/general");
    const user = typist();
    const line1 = await screen.findByLabelText("Address line 1");
    await waitFor(() => expect(requests.some((request) => request.path === "/address-lookup")).toBe(true));
    expect(screen.queryByRole("combobox", { name: "Address line 1" })).not.toBeInTheDocument();
    await user.clear(line1);
    await user.type(line1, "George St");
    await pause(700);
    expect(lookups(requests)).toHaveLength(0);
    expect(line1).toHaveValue("George St");
  });

  it("does not ask for someone who may not change the company", async () => {
    const { requests } = lookupApi({
      "GET /me": {
        body: { ...meFixture(), permissions: adminPermissions.filter((name) => name !== "settings") },
      },
    });
    renderApp("/settings/general");
    const line1 = await screen.findByLabelText("Address line 1");
    expect(line1).toHaveAttribute("readonly");
    expect(screen.queryByRole("combobox", { name: "Address line 1" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith("/address-lookup"))).toBe(false);
  });
});
