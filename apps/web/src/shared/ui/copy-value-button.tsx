// A secret or a link shown once to copy: the button says when it has been copied.
import { Button, CopyButton } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

type CopyValueButtonProps = {
  value: string;
  label: string;
  copiedLabel: string;
  size?: "xs" | "sm" | "md";
};

export function CopyValueButton({ value, label, copiedLabel, size }: CopyValueButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size={size}
          color={copied ? "teal.9" : undefined}
          leftSection={
            copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
          }
          onClick={copy}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
