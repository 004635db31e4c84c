/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: the server runs under tsx from the repository root, where apps/api/tsconfig.json's
// "jsx": "react-jsx" is not read; without them this file compiles to React.createElement.
// The purchase order as a PDF for its supplier (issue 12): who orders from whom, the order's facts,
// each line as configured with its cost, and the totals.
import type { PurchaseOrder, PurchaseOrderLine } from "@portal/contract";
import { formatMoney as money, type PurchaseOrderStatus } from "@portal/domain";
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { optionGroupTexts, sizeText } from "../../../platform/pdf/configuration-text.ts";
import type { PdfCompany } from "../../../platform/pdf/pdf-company.ts";
import { Cell, DocumentHeader, formatDay, pdfStyles, TotalRow } from "../../../platform/pdf/pdf-parts.tsx";

export type PurchaseOrderPdfData = {
  order: PurchaseOrder;
  /** The dealer that orders. */
  company: PdfCompany;
  supplierName: string;
  locale: string;
};

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
    facts: { flexDirection: "row", flexWrap: "wrap", marginBottom: 6 },
    fact: { width: "33.33%", paddingRight: 12, marginBottom: 8 },
    bold: { fontFamily: "Helvetica-Bold" },
  }),
};

const statusNames: Record<PurchaseOrderStatus, string> = { OPEN: "Open", SUBMITTED: "Submitted" };

const columns = {
  number: "4%",
  product: "24%",
  configuration: "30%",
  notes: "14%",
  quantity: "6%",
  unitCost: "11%",
  cost: "11%",
} as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.label}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

function Line({ line, position }: { line: PurchaseOrderLine; position: number }) {
  const size = sizeText(line.configuration);
  return (
    <View style={styles.row} wrap={false}>
      <Cell width={columns.number}>{position}</Cell>
      <View style={{ width: columns.product, paddingHorizontal: 3 }}>
        <Text style={styles.bold}>{line.product.name}</Text>
        <Text style={styles.muted}>
          {[line.product.brandName, line.product.categoryName].filter(Boolean).join(" · ")}
        </Text>
        {line.windowGroupName ? <Text style={styles.muted}>{line.windowGroupName}</Text> : null}
      </View>
      <View style={{ width: columns.configuration, paddingHorizontal: 3 }}>
        {size ? <Text>{size}</Text> : null}
        {optionGroupTexts(line.configuration).map((text) => (
          <Text key={text} style={styles.muted}>
            {text}
          </Text>
        ))}
      </View>
      <Cell width={columns.notes}>{line.notes}</Cell>
      <Cell width={columns.quantity} align="right">
        {line.quantity}
      </Cell>
      <Cell width={columns.unitCost} align="right">
        {money(line.unitCostPrice)}
      </Cell>
      <Cell width={columns.cost} align="right">
        {money(line.costPrice)}
      </Cell>
    </View>
  );
}

export function PurchaseOrderDocument({ data }: { data: PurchaseOrderPdfData }) {
  const { order, company, locale } = data;
  const created = formatDay(order.createdAt, locale, company.timeZone);
  const customer = order.customerDetails;
  return (
    <Document title={`Purchase order ${order.number}`} author={company.name}>
      <Page size="A4" style={styles.page}>
        <DocumentHeader
          company={company}
          companyLabel="From"
          title="Purchase order"
          reference={order.number}
          date={created}
        >
          <Text style={styles.label}>To</Text>
          <Text style={styles.company}>{data.supplierName}</Text>
        </DocumentHeader>
        <View style={styles.facts}>
          <Fact label="Created" value={created} />
          <Fact label="Status" value={statusNames[order.status]} />
          {/* A day of the calendar, not a moment: it reads the same wherever it is shown. */}
          {order.requiredDate ? (
            <Fact label="Required date" value={formatDay(order.requiredDate, locale, "UTC")} />
          ) : null}
          <Fact label="Sidemark" value={order.sidemark || "—"} />
          <Fact label="Sales rep" value={order.salesRep?.name ?? "—"} />
          {order.deal ? <Fact label="Deal" value={`D-${order.deal.tuid} ${order.deal.name}`} /> : null}
          {order.context.parentOrder ? (
            <Fact label="Revision of" value={order.context.parentOrder.number} />
          ) : null}
        </View>
        {customer ? (
          <View style={styles.block}>
            <Text style={styles.label}>Customer</Text>
            <Text>{customer.name}</Text>
            {[customer.email, customer.phone, customer.address].filter(Boolean).map((detail) => (
              <Text key={detail} style={styles.muted}>
                {detail}
              </Text>
            ))}
          </View>
        ) : null}
        {order.notes ? (
          <View style={styles.block}>
            <Text style={styles.label}>Notes</Text>
            <Text>{order.notes}</Text>
          </View>
        ) : null}
        <View style={styles.table}>
          <View style={[styles.row, styles.head]}>
            <Cell width={columns.number}>#</Cell>
            <Cell width={columns.product}>Product</Cell>
            <Cell width={columns.configuration}>Configuration</Cell>
            <Cell width={columns.notes}>Notes</Cell>
            <Cell width={columns.quantity} align="right">
              Qty
            </Cell>
            <Cell width={columns.unitCost} align="right">
              Unit cost
            </Cell>
            <Cell width={columns.cost} align="right">
              Cost
            </Cell>
          </View>
          {order.context.orderLines.map((line, index) => (
            <Line key={line.id} line={line} position={index + 1} />
          ))}
        </View>
        <View style={styles.totals} wrap={false}>
          <TotalRow label="Total quantity" value={String(order.totalQuantity)} />
          <TotalRow label="Total cost" value={money(order.totalCost)} grand />
        </View>
      </Page>
    </Document>
  );
}
