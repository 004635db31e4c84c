// What an import changed, per kind of row (the contract's CatalogueImportSummary).
import { Box, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { CatalogueImportSummary } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

const kinds = ["brands", "categories", "subCategories", "products"] as const;
const counts = ["added", "changed", "removed", "unchanged"] as const;

export type ImportSummaryProps = { summary: CatalogueImportSummary };

export function ImportSummary({ summary }: ImportSummaryProps) {
  const { t } = useTranslation();
  // Five columns do not fit a phone: there each kind is one line.
  const phone = useMediaQuery("(max-width: 36em)");
  const nothingChanged = kinds.every(
    (kind) => summary[kind].added + summary[kind].changed + summary[kind].removed === 0,
  );
  const note = nothingChanged ? <Text size="sm">{t("catalogue.import.nothingChanged")}</Text> : null;
  if (phone) {
    return (
      <>
        {note}
        <Box component="dl" aria-label={t("catalogue.import.summaryCaption")} m={0}>
          {kinds.map((kind) => (
            <Box key={kind} mb="xs">
              <Text component="dt" fw={700} size="sm">
                {t(`catalogue.import.kinds.${kind}`)}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {t("catalogue.import.line", summary[kind])}
              </Text>
            </Box>
          ))}
        </Box>
      </>
    );
  }
  return (
    <>
      {note}
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
