import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

export type ToneBadgeProps = Omit<BadgeProps, "variant" | "c"> & { children: ReactNode };

/**
 * A light badge whose colour carries the meaning and whose text stays near-black: Mantine's own
 * light-variant text (shade 6–9 of green, orange or yellow) falls under 4.5:1 on its tint.
 */
export function ToneBadge(props: ToneBadgeProps) {
  return <Badge variant="light" c="gray.9" {...props} />;
}
