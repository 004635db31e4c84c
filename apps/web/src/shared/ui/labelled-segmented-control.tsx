// A SegmentedControl with a visible label it is named by (Mantine's has none of its own).
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";

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
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        // Only the values in `data` can be chosen.
        onChange={(next) => onChange(next as T)}
        data={data}
      />
    </Stack>
  );
}
