// The warning with its hover tooltip: Mantine's Tooltip brings the floating-position library, so it
// is a chunk of its own, loaded when the warning shows.
import { Tooltip } from "@mantine/core";
import { AddressMissingIcon } from "./address-missing-icon.tsx";

export function AddressMissingTooltip({ label }: { label: string }) {
  return (
    <Tooltip label={label}>
      <AddressMissingIcon label={label} />
    </Tooltip>
  );
}
