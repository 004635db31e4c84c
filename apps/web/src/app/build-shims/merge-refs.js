// What Mantine's ScrollArea reads of @floating-ui/react: useMergeRefs, one callback ref for several. The
// build hands it this module (vite.config.ts, `mantineImportsTrimmed`): importing floating-ui for it
// brought all of floating-ui (15 kB gzip) to every page with a table, where no dropdown floats until
// one is opened. @mantine/hooks' useMergedRef does the same, cleanups included.
import { useMergedRef } from "@mantine/hooks";

export function useMergeRefs(refs) {
  return useMergedRef(...refs);
}
