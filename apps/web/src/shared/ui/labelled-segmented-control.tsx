// Segmented radios with a visible label they are named by.
import { Stack, Text } from "@mantine/core";
import { useId } from "react";
import { SegmentedRadios } from "./segmented-radios.tsx";

export function LabelledSegmentedControl<T extends string>({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
}) {
  const labelId = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedRadios aria-labelledby={labelId} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}
