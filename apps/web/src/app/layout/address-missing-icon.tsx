import { ThemeIcon } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ComponentPropsWithoutRef, Ref } from "react";

export type AddressMissingIconProps = { label: string; ref?: Ref<HTMLDivElement> } & Omit<
  ComponentPropsWithoutRef<"div">,
  "color"
>;

/** The settings link's warning that the company address is missing (a tooltip's target passes its handlers). */
export function AddressMissingIcon({ label, ref, ...others }: AddressMissingIconProps) {
  return (
    <ThemeIcon
      ref={ref}
      {...others}
      color="orange.8"
      variant="light"
      size="sm"
      radius="xl"
      role="img"
      aria-label={label}
    >
      <IconAlertTriangle size={14} aria-hidden />
    </ThemeIcon>
  );
}
