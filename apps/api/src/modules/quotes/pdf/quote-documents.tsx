/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: the server runs under tsx from the repository root, where apps/api/tsconfig.json's
// "jsx": "react-jsx" is not read; without them this file compiles to React.createElement.
// The quote, measure sheet and install sheet as PDFs (the parts every PDF shares are platform/pdf's).
import type { OrderLine } from "@portal/contract";
import { decimal, formatMoney as money, toMoney } from "@portal/domain";
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { optionGroupTexts, sizeText } from "../../../platform/pdf/configuration-text.ts";
import { Cell, DocumentHeader, formatDay, pdfStyles, TotalRow } from "../../../platform/pdf/pdf-parts.tsx";
import type { PdfData } from "./pdf-data.ts";

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
    signature: { width: 180, height: 60, objectFit: "contain" },
    checkbox: { width: 10, height: 10, borderWidth: 1, borderColor: "#1f2933" },
  }),
};

const size = (line: OrderLine) => sizeText(line.context.configuration);

const options = (line: OrderLine) => optionGroupTexts(line.context.configuration).join("; ");

function Header({ data, title }: { data: PdfData; title: string }) {
  const { company, quote } = data;
  return (
    <DocumentHeader
      company={company}
      title={title}
      reference={`Q-${quote.tuid}`}
      date={formatDay(quote.createdAt, data.locale, company.timeZone)}
    />
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
            value={money(inclusive ? pricing.sellTotalOrderLinesIncTax : pricing.sellTotalOrderLinesExTax)}
          />
          {pricing.adjustments.map((adjustment) => (
            <TotalRow
              key={adjustment.label}
              label={adjustment.label}
              value={money(inclusive ? adjustment.amountIncTax : adjustment.amountExTax)}
            />
          ))}
          <TotalRow label="Total ex tax" value={money(pricing.sellGrandTotalExTax)} />
          <TotalRow
            label={`Tax (${Number(quote.config.taxPercentage)}%)`}
            value={money(pricing.sellTaxTotal)}
          />
          <TotalRow label="Total inc tax" value={money(pricing.sellGrandTotalIncTax)} grand />
          {Number(pricing.depositAmount) > 0 ? (
            <TotalRow label="Deposit required" value={money(pricing.depositAmount)} />
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
                data.acceptedAt ? formatDay(data.acceptedAt, data.locale, data.company.timeZone) : null,
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
