import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export type DetailProps = {
  label: string;
  /** Empty (null, "") shows a dash. */
  value: ReactNode;
  /** Keeps the text's own line breaks (notes, addresses, instructions). */
  multiline?: boolean;
};

/** One labelled value of the order, as a term and its description (inside a `dl`). */
export function Detail({ label, value, multiline = false }: DetailProps) {
  const empty = value === null || value === undefined || value === "";
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        c={empty ? "dimmed" : undefined}
        style={{ overflowWrap: "anywhere", whiteSpace: multiline ? "pre-wrap" : undefined }}
      >
        {empty ? "—" : value}
      </Text>
    </Stack>
  );
}
