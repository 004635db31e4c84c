// View PDF: the quote, measure sheet or install sheet, fetched with the session and opened as a blob.
import { Button, Group, Menu } from "@mantine/core";
import { pdfKinds } from "@portal/contract";
import { IconChevronDown, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerErrorToast } from "../../../shared/ui/toasts.ts";
import { openQuotePdf, type PdfKind } from "../api/get-quote-pdf.ts";

export function PdfButton({ quoteId, tuid }: { quoteId: string; tuid: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async (kind: PdfKind) => {
    setBusy(true);
    try {
      await openQuotePdf(quoteId, kind, `Q-${tuid}-${kind}.pdf`);
    } catch {
      showServerErrorToast();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        loading={busy}
        onClick={() => void open("quote")}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {t("quotes.pdf.view")}
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="default"
            px={8}
            aria-label={t("quotes.pdf.more")}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 }}
          >
            <IconChevronDown size={16} aria-hidden="true" />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {pdfKinds.map((kind) => (
            <Menu.Item key={kind} onClick={() => void open(kind)}>
              {t(`quotes.pdf.${kind}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
