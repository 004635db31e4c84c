import { Badge, Group } from "@mantine/core";

export type PersonLabelsProps = { labels: readonly string[] };

/** A person's labels as badges, in the order the person carries them. */
export function PersonLabels({ labels }: PersonLabelsProps) {
  if (labels.length === 0) return null;
  return (
    <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {labels.map((label) => (
        <Badge key={label} component="li" variant="light" color="gray" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
