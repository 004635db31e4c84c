// The server runs under tsx from the repository root, where apps/api/tsconfig.json ("jsx": "react-jsx")
// is not read: without its pragmas the PDF documents compiled to React.createElement and every PDF
// answered 500 "React is not defined" in the running app (the tests, with their own config, passed).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";

const apiSource = fileURLToPath(new URL("../../", import.meta.url));
const jsxFiles = readdirSync(apiSource, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".tsx"),
);

describe("the API's JSX (the PDF documents)", () => {
  it("is found", () => {
    expect(jsxFiles).toEqual(
      expect.arrayContaining([
        "modules/quotes/pdf/quote-documents.tsx",
        "modules/purchase-orders/pdf/purchase-order-document.tsx",
        "platform/pdf/pdf-parts.tsx",
      ]),
    );
  });

  it.each(jsxFiles)("%s compiles to the automatic runtime without any tsconfig", (file) => {
    const source = readFileSync(`${apiSource}${file}`, "utf8");
    const { code } = transformSync(source, { loader: "tsx", format: "esm" });
    expect(code).toContain("react/jsx-runtime");
    expect(code).not.toContain("React.createElement");
  });
});
