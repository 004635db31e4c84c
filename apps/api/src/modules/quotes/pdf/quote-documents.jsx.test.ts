// The server runs under tsx from the repository root, where apps/api/tsconfig.json ("jsx": "react-jsx")
// is not read: without its pragmas the PDF documents compiled to React.createElement and every PDF
// answered 500 "React is not defined" in the running app (the tests, with their own config, passed).
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";

describe("quote documents JSX", () => {
  it("compiles to the automatic runtime without any tsconfig", () => {
    const source = readFileSync(new URL("./quote-documents.tsx", import.meta.url), "utf8");
    const { code } = transformSync(source, { loader: "tsx", format: "esm" });
    expect(code).toContain("react/jsx-runtime");
    expect(code).not.toContain("React.createElement");
  });
});
