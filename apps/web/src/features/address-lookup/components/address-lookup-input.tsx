// The company address's first line as an address lookup (spec 001 §2 "General", §9: 500 ms pause,
// restricted to the company's country). Typing stays free text; after the pause the server's maps
// provider suggests addresses, and choosing one fills every address field. A failure shows spec 001 §8's
// 'Sorry, something went wrong' / 'We couldn't find that address, please try again'.
import {
  Combobox,
  Loader,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  useCombobox,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type Address, addressLookupDelayMs, addressLookupMinLength } from "@portal/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FocusEvent, useEffect, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showToast } from "../../../shared/ui/toasts.ts";
import { getAddressPlaceQueryOptions } from "../api/get-address-place.ts";
import { getAddressSuggestionsQueryOptions } from "../api/list-address-suggestions.ts";
import classes from "./address-lookup-input.module.css";

export type AddressLookupInputProps = Omit<TextInputProps, "value" | "onChange"> & {
  value?: string;
  /** The form's handler: takes the typed text (the plain value is kept whatever the lookup does). */
  onChange: (value: string) => void;
  /** The company's country, named in the help text: the only one searched. */
  countryName: string;
  /** A suggestion was chosen: its parts, for every address field. */
  onPick: (address: Address) => void;
};

/** Groups one person's lookups and pick into one provider session (URL-safe, 32 characters). */
function newSessionToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function AddressLookupInput({
  value = "",
  onChange,
  onBlur,
  onFocus,
  countryName,
  onPick,
  ...inputProps
}: AddressLookupInputProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Only what a person types is searched: not the saved address, not a chosen one ("" = nothing).
  const [typed, setTyped] = useState("");
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [debounced] = useDebouncedValue(typed, addressLookupDelayMs);
  // While typing on, the last pause's suggestions stay; a cleared or chosen address ends them at once.
  const search = typed !== "" && debounced.length >= addressLookupMinLength ? debounced : "";
  const suggestions = useQuery({
    ...getAddressSuggestionsQueryOptions(search, sessionToken),
    enabled: search !== "",
  });

  const showFailure = () =>
    showToast({
      id: "address-lookup-failed",
      color: "red",
      title: t("settings.general.addressLookupFailedTitle"),
      message: t("errors.ADDRESS_LOOKUP_FAILED"),
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed answer, not per render
  useEffect(() => {
    if (suggestions.isError) showFailure();
  }, [suggestions.isError, suggestions.errorUpdatedAt]);

  const list = search !== "" && !suggestions.isError ? suggestions.data : undefined;
  useEffect(() => {
    if (list) setAnnouncement(t("settings.general.addressLookupFound", { count: list.length }));
  }, [list, t]);

  const pick = async (placeId: string) => {
    combobox.closeDropdown();
    setPicking(true);
    try {
      const place = await queryClient.fetchQuery(getAddressPlaceQueryOptions(placeId, sessionToken));
      setTyped("");
      onPick(place.address);
      setSessionToken(newSessionToken());
      setAnnouncement(t("settings.general.addressLookupFilled", { address: place.formattedAddress }));
    } catch {
      showFailure();
    } finally {
      setPicking(false);
    }
  };

  const searching = search !== "" && suggestions.isFetching;
  const hasDropdown = search !== "" && !suggestions.isError && (searching || list !== undefined);

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={(placeId) => void pick(placeId)}>
        {/* The browser's own address suggestions would cover ours. */}
        <Combobox.Target withExpandedAttribute autoComplete="off">
          <TextInput
            {...inputProps}
            value={value}
            description={t("settings.general.addressLookupHelp", { country: countryName })}
            rightSection={searching || picking ? <Loader size={14} aria-hidden="true" /> : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange(event.currentTarget.value);
              setTyped(event.currentTarget.value.trim());
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={(event: FocusEvent<HTMLInputElement>) => {
              if (list?.length) combobox.openDropdown();
              onFocus?.(event);
            }}
            onClick={() => {
              if (list?.length) combobox.openDropdown();
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              combobox.closeDropdown();
              onBlur?.(event);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!hasDropdown}>
          <Combobox.Options aria-label={t("settings.general.addressLookupOptions")}>
            {list === undefined ? (
              <Combobox.Empty>{t("settings.general.addressLookupSearching")}</Combobox.Empty>
            ) : list.length === 0 ? (
              <Combobox.Empty>{t("settings.general.addressLookupNone")}</Combobox.Empty>
            ) : (
              list.map((suggestion) => (
                <Combobox.Option value={suggestion.placeId} key={suggestion.placeId}>
                  <Stack gap={0}>
                    <Text size="sm">{suggestion.mainText}</Text>
                    {suggestion.secondaryText ? (
                      <Text size="xs" className={classes.secondary}>
                        {suggestion.secondaryText}
                      </Text>
                    ) : null}
                  </Stack>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
