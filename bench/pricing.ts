// Prices a 50-line quote (rollers, venetians, shutters and curtains from the demo catalogues) in
// the domain package, many times, and prints the time per quote: `npm run bench:pricing`.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { type CatalogueProductFile, catalogueFileSchema } from "@portal/contract";
import {
  type LineConfiguration,
  OverrideIndex,
  type PricedProduct,
  priceLine,
  priceQuote,
  type QuoteLineInput,
  resolveAdjustment,
} from "@portal/domain";
import { csvPriceGrid } from "../apps/api/src/modules/catalogue/price-grid-csv.ts";
import { record } from "./figures.mjs";

const catalogueDir = new URL("../apps/api/src/demo/catalogues/", import.meta.url);

function loadProducts(supplier: string): PricedProduct[] {
  const dir = new URL(`${supplier}/`, catalogueDir);
  const file = catalogueFileSchema.parse(JSON.parse(readFileSync(new URL("catalogue.json", dir), "utf8")));
  return file.products
    .filter((product) => product.type === "PRODUCT")
    .map((product: CatalogueProductFile) => {
      let grid = null;
      if (typeof product.priceGrid === "string") {
        const parsed = csvPriceGrid(readFileSync(new URL(product.priceGrid, dir), "utf8"));
        if ("errors" in parsed) throw new Error(`${product.key}: bad grid`);
        grid = parsed.grid;
      } else grid = product.priceGrid ?? null;
      return {
        id: product.key,
        masterProductId: product.master ?? null,
        brandId: product.brand,
        categoryId: product.category,
        brandSubCategoryId: product.subCategory ?? null,
        name: product.name,
        hasWidth: product.hasWidth,
        hasHeight: product.hasHeight,
        hasQuantity: product.hasQuantity,
        priceGrid: grid,
        optionGroups: product.optionGroups.map((group) => ({
          id: group.key,
          name: group.name,
          required: group.required,
          multiple: group.multiple,
          options: group.options.map((option) => ({ ...option, id: option.key })),
        })),
        fabric: product.fabric
          ? {
              ...product.fabric,
              fabrics: product.fabric.fabrics.map((fabric) => ({ ...fabric, id: fabric.key })),
            }
          : null,
        charges: product.charges ?? file.charges,
      };
    });
}

const products = [...loadProducts("sunline"), ...loadProducts("coastal")];
const overrides = new OverrideIndex([
  {
    id: "o1",
    overrideType: "BRAND_CATEGORY",
    brandId: "sunline",
    categoryId: "shutter",
    brandSubCategoryId: null,
    adjustmentType: "CUSTOM",
    baseAdjustmentValue: "40",
    optionsAdjustmentValue: "30",
    isHidden: false,
  },
]);
const accountDefault = { type: "PERCENT_MARK_UP", percent: "55" } as const;

function configurationFor(product: PricedProduct, index: number): LineConfiguration {
  const selections: Record<string, string[]> = {};
  for (const group of product.optionGroups) {
    const option = group.options[index % group.options.length];
    if (option && (group.required || index % 2 === 0)) selections[group.id] = [option.id];
  }
  return {
    width: 700 + ((index * 137) % 1400),
    height: 900 + ((index * 211) % 1300),
    quantity: 1 + (index % 3),
    selections,
    fabricId: product.fabric?.fabrics[index % product.fabric.fabrics.length]?.id ?? null,
  };
}

const lineCount = 50;
const lines = Array.from({ length: lineCount }, (_, index) => {
  const product = products[index % products.length];
  if (!product) throw new Error("no products");
  return { product, configuration: configurationFor(product, index) };
});

function priceTheQuote(): string {
  const quoteLines: QuoteLineInput[] = lines.map(({ product, configuration }, index) => {
    const adjustment = resolveAdjustment(product, overrides, accountDefault);
    const price = priceLine(product, configuration, adjustment);
    return {
      id: String(index),
      unitSellExTax: price.unitSellExTax,
      quantity: configuration.quantity,
      hasErrors: price.errors.length > 0,
    };
  });
  return priceQuote({
    config: { taxMode: "INCLUSIVE", taxPercentage: "10", depositPercentage: "50" },
    lines: quoteLines,
    adjustments: [{ label: "Discount", taxType: "STANDARD", adjustmentType: "PERCENT", percent: "-5" }],
    sellTaxOverride: null,
    depositAmountOverride: null,
  }).pricing.sellGrandTotalIncTax;
}

const warmup = 200;
const runs = Number(process.env.BENCH_RUNS ?? 2000);
for (let run = 0; run < warmup; run++) priceTheQuote();
// Beside each quote's wall time, the process's CPU time over it (all its threads, so a GC or compiler
// thread counts too): on a busy machine, a slow quote whose CPU time is far below its wall time waited
// for a core, and the tail measures the machine's load rather than pricing.
const timings: number[] = [];
const cpuTimings: number[] = [];
let waited = 0;
let total = "";
for (let run = 0; run < runs; run++) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  total = priceTheQuote();
  const took = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuTook = (cpu.user + cpu.system) / 1000;
  timings.push(took);
  cpuTimings.push(cpuTook);
  if (took > 2 * cpuTook) waited++;
}
timings.sort((a, b) => a - b);
cpuTimings.sort((a, b) => a - b);
const of = (list: number[], share: number) =>
  (list[Math.min(list.length - 1, Math.floor(share * list.length))] ?? 0).toFixed(3);
const at = (share: number) => of(timings, share);
const cpuAt = (share: number) => of(cpuTimings, share);
console.log(`priced a ${lineCount}-line quote ${runs} times (grand total inc tax ${total})`);
console.log(`per quote: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
console.log(
  `CPU time per quote: p50 ${cpuAt(0.5)} ms, p95 ${cpuAt(0.95)} ms, p99 ${cpuAt(0.99)} ms; ${waited} quotes took over twice their CPU time (waited for a core); load average ${loadavg()[0]?.toFixed(1)}`,
);
record("pricing.p50", Number(at(0.5)));
record("pricing.p95", Number(at(0.95)));
record("pricing.p99", Number(at(0.99)));
