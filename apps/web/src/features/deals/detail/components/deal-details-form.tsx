import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { CustomField, Deal } from "@portal/contract";
import { useEffect, useMemo } from "react";
import { hasStatus } from "../../../../shared/api-client/api-error.ts";
import { useAppForm } from "../../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { showErrorToast, showSuccessToast } from "../../../../shared/ui/toasts.ts";
import { useUnsavedChanges } from "../../../../shared/ui/use-unsaved-changes.ts";
import { useUpdateDeal } from "../api/update-deal.ts";
import { CustomFieldInput, UnknownFieldValue } from "./custom-field-input.tsx";
import type { ContactPickerSlot } from "./slots.ts";

export type SidemarkMode = "DISABLED" | "READONLY" | "ENABLED";

export type DealDetailsFormProps = {
  deal: Deal;
  sidemarkMode: SidemarkMode;
  /** The DETAILS module's udfIds, in order. */
  udfIds: readonly string[];
  /** The account's custom fields (archived ones are not in it). */
  customFields: readonly CustomField[];
  readOnly: boolean;
  ContactPicker: ContactPickerSlot;
  /** Fetches the deal again (after a 409) and answers the fresh one. */
  reload: () => Promise<Deal | undefined>;
};

type Values = {
  name: string;
  description: string;
  sidemark: string;
  contactId: string | null;
  udfs: Record<string, string>;
};

/** `udfs.lead_source` → `lead_source`: the key of the value on a deal. */
export const udfKey = (field: Pick<CustomField, "path">) => field.path.replace(/^udfs\./, "");

function valuesOf(deal: Deal, fields: readonly CustomField[]): Values {
  const udfs: Record<string, string> = {};
  for (const field of fields) udfs[udfKey(field)] = deal.udfs[udfKey(field)] ?? "";
  return {
    name: deal.name,
    description: deal.description,
    sidemark: deal.sidemark ?? "",
    contactId: deal.contactId,
    udfs,
  };
}

/** The Details tab (spec 000 §2): the deal's own fields and the custom fields its workflow shows. */
export function DealDetailsForm({
  deal,
  sidemarkMode,
  udfIds,
  customFields,
  readOnly,
  ContactPicker,
  reload,
}: DealDetailsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateDeal();
  const shown = useMemo(
    () =>
      udfIds.flatMap((id) => {
        const field = customFields.find((item) => item.id === id);
        return field ? [field] : [];
      }),
    [udfIds, customFields],
  );
  // Stored values whose field is gone (archived or unknown): shown as they are, read-only.
  const unknown = useMemo(() => {
    const knownKeys = new Set(customFields.map(udfKey));
    return Object.entries(deal.udfs).filter(
      (entry): entry is [string, string] => !knownKeys.has(entry[0]) && Boolean(entry[1]),
    );
  }, [deal.udfs, customFields]);

  const form = useAppForm<Values>({
    initialValues: valuesOf(deal, shown),
    fields: {
      name: { kind: "text", maxLength: 200 },
      description: { kind: "text", maxLength: 5000 },
      sidemark: { kind: "text", maxLength: 200 },
      ...Object.fromEntries(
        shown.map((field) => [`udfs.${udfKey(field)}`, { kind: "text", maxLength: 5000 }]),
      ),
    },
    validate: (values) => {
      const errors: Record<string, string | null> = {
        name: values.name.trim() ? null : t("dealDetail.nameRequired"),
      };
      for (const field of shown) {
        const key = udfKey(field);
        if (field.required && !values.udfs[key]?.trim()) {
          errors[`udfs.${key}`] = t("forms.requiredWithLabel", { label: field.name });
        }
      }
      return errors;
    },
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty && !readOnly);

  // Someone else's save (or this page's own status or flag change) shows unless the form holds edits.
  const fresh = useMemo(() => valuesOf(deal, shown), [deal, shown]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the deal resets the form
  useEffect(() => {
    if (form.isDirty()) return;
    form.setInitialValues(fresh);
    form.setValues(fresh);
  }, [deal.version, shown]);

  const submit = async (values: Values) => {
    try {
      const saved = await update.mutateAsync({
        dealId: deal.id,
        body: {
          version: deal.version,
          name: values.name.trim(),
          description: values.description.trim(),
          sidemark: sidemarkMode === "ENABLED" ? values.sidemark.trim() || null : deal.sidemark,
          contactId: values.contactId,
          udfs: Object.fromEntries(
            shown.map((field) => [udfKey(field), values.udfs[udfKey(field)]?.trim() || null]),
          ),
        },
      });
      const next = valuesOf(saved, shown);
      form.setInitialValues(next);
      form.setValues(next);
      showSuccessToast(t("dealDetail.saved"));
    } catch (error) {
      if (hasStatus(error, 409)) {
        showErrorToast(t("deals.conflictMessage"), t("deals.conflictTitle"));
        const latest = await reload();
        if (latest) {
          const next = valuesOf(latest, shown);
          form.setInitialValues(next);
          form.setValues(next);
        }
        return;
      }
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("dealDetail.name")}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            {...form.getInputProps("name")}
          />
          <ContactPicker
            label={t("dealDetail.contact")}
            value={form.values.contactId}
            onChange={(contact) => form.setFieldValue("contactId", contact?.id ?? null)}
            initialContact={deal.context.contact}
            readOnly={readOnly}
            error={form.errors.contactId}
          />
          {sidemarkMode !== "DISABLED" ? (
            <TextInput
              label={t("dealDetail.sidemark")}
              readOnly={readOnly || sidemarkMode === "READONLY"}
              description={sidemarkMode === "READONLY" ? t("dealDetail.sidemarkReadOnly") : undefined}
              {...form.getInputProps("sidemark")}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label={t("dealDetail.description")}
          autosize
          minRows={3}
          maxRows={12}
          readOnly={readOnly}
          {...form.getInputProps("description")}
        />
        {shown.length > 0 || unknown.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shown.map((field) => (
              <CustomFieldInput
                key={field.id}
                field={field}
                readOnly={readOnly}
                ContactPicker={ContactPicker}
                inputProps={form.getInputProps(`udfs.${udfKey(field)}`)}
                value={form.values.udfs[udfKey(field)] ?? ""}
                onValue={(value) => form.setFieldValue(`udfs.${udfKey(field)}`, value)}
              />
            ))}
            {unknown.map(([key, value]) => (
              <UnknownFieldValue key={key} name={key} value={value} />
            ))}
          </SimpleGrid>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end" gap="sm">
            {dirty ? (
              <Button variant="default" onClick={() => form.reset()}>
                {t("common.discard")}
              </Button>
            ) : null}
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              {t("common.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
