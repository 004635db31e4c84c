// What an import changed, per kind of row (the contract's CatalogueImportSummary).
import { Table, Text } from "@mantine/core";
import type { CatalogueImportSummary } from "@portal/contract";
import { useTranslation } from "react-i18next";

const kinds = ["brands", "categories", "subCategories", "products"] as const;
const counts = ["added", "changed", "removed", "unchanged"] as const;

export type ImportSummaryProps = { summary: CatalogueImportSummary };

export function ImportSummary({ summary }: ImportSummaryProps) {
  const { t } = useTranslation();
  const nothingChanged = kinds.every(
    (kind) => summary[kind].added + summary[kind].changed + summary[kind].removed === 0,
  );
  return (
    <>
      {nothingChanged ? <Text size="sm">{t("catalogue.import.nothingChanged")}</Text> : null}
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder striped captionSide="top">
          <Table.Caption>{t("catalogue.import.summaryCaption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("catalogue.import.kind")}</Table.Th>
              {counts.map((count) => (
                <Table.Th key={count} scope="col" ta="right">
                  {t(`catalogue.import.counts.${count}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Th scope="row">{t(`catalogue.import.kinds.${kind}`)}</Table.Th>
                {counts.map((count) => (
                  <Table.Td key={count} ta="right">
                    {summary[kind][count]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
