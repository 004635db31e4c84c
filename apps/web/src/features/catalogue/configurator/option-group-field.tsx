// One of the product's option groups in the configurator: checkboxes when several may be chosen, else
// radios (with "None" when the group is optional). An option the size rules out is disabled and says
// for which sizes it can be had.
import { Checkbox, Radio, Stack } from "@mantine/core";
import type { LineChoices, ProductDetail } from "@portal/contract";
import { fitsSizeRule } from "@portal/domain";
import type { AppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

type OptionGroup = ProductDetail["optionGroups"][number];
type Option = OptionGroup["options"][number];

/** Where an option can be had, when it cannot be had at this size (else null). */
function sizeHint(option: Option, width: number | null, drop: number | null): string | null {
  const rule = option.allowedSizes;
  if (!rule || fitsSizeRule(rule, width, drop)) return null;
  const parts: string[] = [];
  if (rule.minWidth !== undefined || rule.maxWidth !== undefined)
    parts.push(`W ${rule.minWidth ?? 0}–${rule.maxWidth ?? "∞"} mm`);
  if (rule.minDrop !== undefined || rule.maxDrop !== undefined)
    parts.push(`D ${rule.minDrop ?? 0}–${rule.maxDrop ?? "∞"} mm`);
  return parts.join(", ");
}

export type OptionGroupFieldProps = { group: OptionGroup; form: AppForm<LineChoices> };

export function OptionGroupField({ group, form }: OptionGroupFieldProps) {
  const { t } = useTranslation();
  const choices = form.getValues();
  const selected = choices.selections[group.id] ?? [];
  const label = `${group.name}${group.required ? " *" : ""}`;
  const setGroup = (ids: string[]) =>
    form.setFieldValue("selections", { ...form.getValues().selections, [group.id]: ids });
  // The group's error and data-path (for focus) from the form; its value handled here.
  const groupProps = form.getInputProps(`selections.${group.id}`);
  const optionProps = (option: Option, isSelected: boolean) => {
    const hint = sizeHint(option, choices.width, choices.height);
    return {
      value: option.id,
      label: option.name,
      disabled: hint !== null && !isSelected,
      description: hint ? t("quotes.configurator.onlyFor", { sizes: hint }) : undefined,
    };
  };
  return group.multiple ? (
    <Checkbox.Group label={label} {...groupProps} value={selected} onChange={setGroup}>
      <Stack gap={6} mt={6}>
        {group.options.map((option) => (
          <Checkbox key={option.id} {...optionProps(option, selected.includes(option.id))} />
        ))}
      </Stack>
    </Checkbox.Group>
  ) : (
    <Radio.Group
      label={label}
      {...groupProps}
      value={selected[0] ?? ""}
      onChange={(value) => setGroup(value ? [value] : [])}
    >
      <Stack gap={6} mt={6}>
        {group.required ? null : <Radio value="" label={t("quotes.configurator.none")} />}
        {group.options.map((option) => (
          <Radio key={option.id} {...optionProps(option, selected[0] === option.id)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
