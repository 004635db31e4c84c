// The web suite shares one module graph per worker (vitest.config.ts, isolate: false): a file that
// replaces a module must be listed to run isolated, or its mock may meet a module already imported.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mockingTestFiles } from "../../vitest.config.ts";

const webRoot = path.resolve(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(webRoot, full)] : [];
  });
}

describe("the web suite's isolation", () => {
  it("runs every file that mocks a module isolated, and lists no file that does not", () => {
    const mocking = testFiles(path.join(webRoot, "src"))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(webRoot, file), "utf8")))
      .sort();
    expect(mocking).toEqual([...mockingTestFiles].sort());
  });
});
