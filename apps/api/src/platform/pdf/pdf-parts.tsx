/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: the server runs under tsx from the repository root, where apps/api/tsconfig.json's
// "jsx": "react-jsx" is not read; without them this file compiles to React.createElement.
// What every PDF the portal makes shares (@react-pdf/renderer; built-in Helvetica, so nothing is
// fetched while rendering): the page, the company heading it, the title, tables and totals.
import { Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { PdfCompany } from "./pdf-company.ts";

export const pdfStyles = StyleSheet.create({
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
  logo: { maxWidth: 160, maxHeight: 56, objectFit: "contain", objectPosition: "left", marginBottom: 6 },
});

/** "12 May 2026": the day a moment falls on where the company is. */
export const formatDay = (value: Date | string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(
    new Date(value),
  );

export type CellProps = { width: number | string; children: ReactNode; align?: "right" };

export function Cell({ width, children, align }: CellProps) {
  return <Text style={{ width, paddingHorizontal: 3, textAlign: align ?? "left" }}>{children}</Text>;
}

export type DocumentHeaderProps = {
  company: PdfCompany;
  /** Said above the company ("From" on an order to a supplier). */
  companyLabel?: string;
  title: string;
  /** The document's number ("Q-311", "PO-87"). */
  reference: string;
  date: string;
  /** Shown between the company and the title (the supplier an order is to). */
  children?: ReactNode;
};

/**
 * The company (logo, name, address, contacts, details) on the left; the title, number and date on the
 * right; anything given in between.
 */
export function DocumentHeader({
  company,
  companyLabel,
  title,
  reference,
  date,
  children,
}: DocumentHeaderProps) {
  return (
    <View style={pdfStyles.header}>
      <View style={{ flexGrow: 1, flexBasis: 0 }}>
        {companyLabel ? <Text style={pdfStyles.label}>{companyLabel}</Text> : null}
        {company.logo ? <Image style={pdfStyles.logo} src={company.logo} /> : null}
        <Text style={pdfStyles.company}>{company.name}</Text>
        {company.addressLines.map((line) => (
          <Text key={line} style={pdfStyles.muted}>
            {line}
          </Text>
        ))}
        <Text style={pdfStyles.muted}>{[company.phone, company.email].filter(Boolean).join(" · ")}</Text>
        {company.details ? <Text style={pdfStyles.muted}>{company.details}</Text> : null}
      </View>
      {children ? <View style={{ flexGrow: 1, flexBasis: 0, paddingHorizontal: 12 }}>{children}</View> : null}
      <View>
        <Text style={pdfStyles.title}>{title}</Text>
        <Text style={{ textAlign: "right" }}>{reference}</Text>
        <Text style={[pdfStyles.muted, { textAlign: "right" }]}>{date}</Text>
      </View>
    </View>
  );
}

export type TotalRowProps = { label: string; value: string; grand?: boolean };

/** A line of a totals block; the grand one stands out under a rule. */
export function TotalRow({ label, value, grand }: TotalRowProps) {
  return (
    <View style={grand ? [pdfStyles.totalRow, pdfStyles.grand] : pdfStyles.totalRow}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}
