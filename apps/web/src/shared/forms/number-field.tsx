// The app's only number input (spec 001 §5 "Number inputs are clamped to min and max on blur"): its
// bounds are required, so no number can be typed without them, and leaving it pulls the value inside.
import { NumberInput, type NumberInputProps } from "@mantine/core";

export type NumberFieldProps = Omit<NumberInputProps, "min" | "max" | "clampBehavior"> & {
  min: number;
  max: number;
};

export function NumberField({ min, max, ...props }: NumberFieldProps) {
  return <NumberInput {...props} min={min} max={max} clampBehavior="blur" />;
}
