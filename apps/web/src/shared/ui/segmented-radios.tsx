// One of a few choices side by side, as native radios styled as segments. It replaces Mantine's
// SegmentedControl, whose indicator measures itself while it mounts and so forces a layout of the
// whole page inside the render that shows it (the board's header was one of the longest tasks of a
// board load). Native radios give the arrow keys and the radio group's semantics for free.
import { useId } from "react";
import classes from "./segmented-radios.module.css";

export type SegmentedRadiosProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
} & ({ "aria-label": string } | { "aria-labelledby": string });

export function SegmentedRadios<T extends string>({
  value,
  onChange,
  data,
  ...name
}: SegmentedRadiosProps<T>) {
  const group = useId();
  return (
    <div role="radiogroup" className={classes.root} {...name}>
      {data.map((item) => (
        <label key={item.value} className={classes.segment} data-checked={item.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={group}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
