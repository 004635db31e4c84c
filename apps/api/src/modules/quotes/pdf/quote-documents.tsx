/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: the server runs under tsx from the repository root, where apps/api/tsconfig.json's
// "jsx": "react-jsx" is not read; without them this file compiles to React.createElement.
// The quote, measure sheet and install sheet as PDFs (@react-pdf/renderer; built-in Helvetica, so
// nothing is fetched while rendering).
import type { OrderLine } from "@portal/contract";
import { decimal, formatMoney as money, toMoney } from "@portal/domain";
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { PdfData } from "./pdf-data.ts";

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 9, fontFamily: "Helvetica", color: "#1f2933" },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 18 },
  company: { fontSize: 14, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  muted: { color: "#616e7c" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", textAlign: "right" },
  block: { marginBottom: 12 },
  label: { fontFamily: "Helvetica-Bold", marginBottom: 2 },
  table: { borderTopWidth: 1, borderColor: "#cbd2d9", marginBottom: 12 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderColor: "#e4e7eb", paddingVertical: 4 },
  head: { fontFamily: "Helvetica-Bold", backgroundColor: "#f5f7fa" },
  totals: { alignSelf: "flex-end", width: 220, marginBottom: 12 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grand: {
    fontFamily: "Helvetica-Bold",
    fontSize: 11,
    borderTopWidth: 1,
    borderColor: "#1f2933",
    paddingTop: 4,
  },
  signature: { width: 180, height: 60, objectFit: "contain" },
  logo: { maxWidth: 160, maxHeight: 56, objectFit: "contain", objectPosition: "left", marginBottom: 6 },
  checkbox: { width: 10, height: 10, borderWidth: 1, borderColor: "#1f2933" },
});

const day = (value: Date | string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Australia/Sydney",
  }).format(new Date(value));

const size = (line: OrderLine) => {
  const { width, height } = line.context.configuration;
  return width && height ? `${width} × ${height} mm` : width ? `${width} mm` : "";
};

const options = (line: OrderLine) =>
  line.context.configuration.optionGroups
    .map((group) => `${group.name}: ${group.options.map((option) => option.value).join(", ")}`)
    .join("; ");

function Cell({ width, children, align }: { width: number | string; children: ReactNode; align?: "right" }) {
  return <Text style={{ width, paddingHorizontal: 3, textAlign: align ?? "left" }}>{children}</Text>;
}

function Header({ data, title }: { data: PdfData; title: string }) {
  const { company, quote } = data;
  return (
    <View style={styles.header}>
      <View>
        {company.logo ? <Image style={styles.logo} src={company.logo} /> : null}
        <Text style={styles.company}>{company.name}</Text>
        {company.addressLines.map((line) => (
          <Text key={line} style={styles.muted}>
            {line}
          </Text>
        ))}
        <Text style={styles.muted}>{[company.phone, company.email].filter(Boolean).join(" · ")}</Text>
        {company.details ? <Text style={styles.muted}>{company.details}</Text> : null}
      </View>
      <View>
        <Text style={styles.title}>{title}</Text>
        <Text style={{ textAlign: "right" }}>Q-{quote.tuid}</Text>
        <Text style={[styles.muted, { textAlign: "right" }]}>{day(quote.createdAt, data.locale)}</Text>
      </View>
    </View>
  );
}

function Customer({ data }: { data: PdfData }) {
  return (
    <View style={[styles.block, { flexDirection: "row", justifyContent: "space-between" }]}>
      <View>
        <Text style={styles.label}>Customer</Text>
        <Text>{data.customer?.name ?? "—"}</Text>
        {data.customer?.email ? <Text style={styles.muted}>{data.customer.email}</Text> : null}
        {data.customer?.phone ? <Text style={styles.muted}>{data.customer.phone}</Text> : null}
      </View>
      <View>
        <Text style={styles.label}>Job</Text>
        <Text>
          D-{data.quote.context.deal.tuid} {data.deal.name}
        </Text>
        {data.deal.sidemark ? <Text style={styles.muted}>Sidemark: {data.deal.sidemark}</Text> : null}
        {data.quote.description ? <Text style={styles.muted}>{data.quote.description}</Text> : null}
      </View>
    </View>
  );
}

export function QuoteDocument({ data }: { data: PdfData }) {
  const { quote } = data;
  const pricing = quote.context.pricing;
  const inclusive = quote.config.taxMode === "INCLUSIVE";
  const unit = (line: OrderLine) =>
    inclusive ? line.pricing.unitSellPriceIncTax : line.pricing.unitSellPriceExTax;
  const total = (line: OrderLine) =>
    inclusive ? line.pricing.totalSellPriceIncTax : line.pricing.totalSellPriceExTax;
  return (
    <Document title={`Quote Q-${quote.tuid}`} author={data.company.name}>
      <Page size="A4" style={styles.page}>
        <Header data={data} title="Quote" />
        <Customer data={data} />
        <View style={styles.table}>
          <View style={[styles.row, styles.head]}>
            <Cell width="16%">Location</Cell>
            <Cell width="40%">Product</Cell>
            <Cell width="8%" align="right">
              Qty
            </Cell>
            <Cell width="18%" align="right">
              {inclusive ? "Unit (inc tax)" : "Unit (ex tax)"}
            </Cell>
            <Cell width="18%" align="right">
              {inclusive ? "Total (inc tax)" : "Total (ex tax)"}
            </Cell>
          </View>
          {quote.context.orderLines.map((line) => (
            <View key={line.id} style={styles.row} wrap={false}>
              <Cell width="16%">{line.windowGroupName ?? ""}</Cell>
              <View style={{ width: "40%", paddingHorizontal: 3 }}>
                <Text>{line.context.product.name}</Text>
                <Text style={styles.muted}>{[size(line), options(line)].filter(Boolean).join(" · ")}</Text>
                {line.notes ? <Text style={styles.muted}>{line.notes}</Text> : null}
              </View>
              <Cell width="8%" align="right">
                {line.quantity}
              </Cell>
              <Cell width="18%" align="right">
                {money(toMoney(decimal(unit(line))))}
              </Cell>
              <Cell width="18%" align="right">
                {money(total(line))}
              </Cell>
            </View>
          ))}
        </View>
        <View style={styles.totals}>
          <TotalRow
            label={inclusive ? "Products (inc tax)" : "Products (ex tax)"}
            value={inclusive ? pricing.sellTotalOrderLinesIncTax : pricing.sellTotalOrderLinesExTax}
          />
          {pricing.adjustments.map((adjustment) => (
            <TotalRow
              key={adjustment.label}
              label={adjustment.label}
              value={inclusive ? adjustment.amountIncTax : adjustment.amountExTax}
            />
          ))}
          <TotalRow label="Total ex tax" value={pricing.sellGrandTotalExTax} />
          <TotalRow label={`Tax (${Number(quote.config.taxPercentage)}%)`} value={pricing.sellTaxTotal} />
          <View style={[styles.totalRow, styles.grand]}>
            <Text>Total inc tax</Text>
            <Text>{money(pricing.sellGrandTotalIncTax)}</Text>
          </View>
          {Number(pricing.depositAmount) > 0 ? (
            <TotalRow label="Deposit required" value={pricing.depositAmount} />
          ) : null}
        </View>
        {quote.customerNotes ? (
          <View style={styles.block}>
            <Text style={styles.label}>Notes</Text>
            <Text>{quote.customerNotes}</Text>
          </View>
        ) : null}
        {data.bindingText ? (
          <View style={styles.block} wrap={false}>
            <Text style={styles.label}>Terms</Text>
            <Text>{data.bindingText}</Text>
          </View>
        ) : null}
        {quote.status === "ACCEPTED" ? (
          <View style={styles.block} wrap={false}>
            <Text style={styles.label}>Accepted</Text>
            {data.signature ? <Image style={styles.signature} src={data.signature} /> : null}
            <Text>
              {[
                quote.acceptedBy?.name ?? quote.sharing.acceptedByName,
                data.acceptedAt ? day(data.acceptedAt, data.locale) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.totalRow}>
      <Text>{label}</Text>
      <Text>{money(value)}</Text>
    </View>
  );
}

/** The measure sheet: each opening with the ordered size and room to write the measured one. */
export function MeasureDocument({ data }: { data: PdfData }) {
  return (
    <Document title={`Measure sheet Q-${data.quote.tuid}`} author={data.company.name}>
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Header data={data} title="Measure sheet" />
        <Customer data={data} />
        <View style={styles.table}>
          <View style={[styles.row, styles.head]}>
            <Cell width="14%">Location</Cell>
            <Cell width="26%">Product</Cell>
            <Cell width="14%">Quoted size</Cell>
            <Cell width="6%" align="right">
              Qty
            </Cell>
            <Cell width="12%">Measured width</Cell>
            <Cell width="12%">Measured drop</Cell>
            <Cell width="16%">Notes</Cell>
          </View>
          {data.quote.context.orderLines.map((line) => (
            <View key={line.id} style={[styles.row, { minHeight: 28 }]} wrap={false}>
              <Cell width="14%">{line.windowGroupName ?? ""}</Cell>
              <Cell width="26%">{line.context.product.name}</Cell>
              <Cell width="14%">{size(line)}</Cell>
              <Cell width="6%" align="right">
                {line.quantity}
              </Cell>
              <Cell width="12%"> </Cell>
              <Cell width="12%"> </Cell>
              <Cell width="16%">{line.notes}</Cell>
            </View>
          ))}
        </View>
      </Page>
    </Document>
  );
}

/** The install sheet: what goes where, with its options, and a box to tick when it is up. */
export function InstallDocument({ data }: { data: PdfData }) {
  return (
    <Document title={`Install sheet Q-${data.quote.tuid}`} author={data.company.name}>
      <Page size="A4" style={styles.page}>
        <Header data={data} title="Install sheet" />
        <Customer data={data} />
        <View style={styles.table}>
          <View style={[styles.row, styles.head]}>
            <Cell width="16%">Location</Cell>
            <Cell width="52%">Product</Cell>
            <Cell width="16%">Size</Cell>
            <Cell width="8%" align="right">
              Qty
            </Cell>
            <Cell width="8%">Done</Cell>
          </View>
          {data.quote.context.orderLines.map((line) => (
            <View key={line.id} style={styles.row} wrap={false}>
              <Cell width="16%">{line.windowGroupName ?? ""}</Cell>
              <View style={{ width: "52%", paddingHorizontal: 3 }}>
                <Text>{line.context.product.name}</Text>
                <Text style={styles.muted}>{options(line)}</Text>
                {line.notes ? <Text style={styles.muted}>{line.notes}</Text> : null}
              </View>
              <Cell width="16%">{size(line)}</Cell>
              <Cell width="8%" align="right">
                {line.quantity}
              </Cell>
              <View style={{ width: "8%", paddingHorizontal: 3 }}>
                <View style={styles.checkbox} />
              </View>
            </View>
          ))}
        </View>
      </Page>
    </Document>
  );
}
