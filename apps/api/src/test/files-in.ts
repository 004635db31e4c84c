// What the file store holds on disk, so a test sees that a refusal kept nothing.
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under the folder, as paths relative to it (temporary files included); none when it is absent. */
export async function filesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
