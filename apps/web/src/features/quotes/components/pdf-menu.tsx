// The quote's other PDFs (measure sheet, install sheet, and the quote again), the menu beside View PDF:
// loaded when the page is idle (pdf-button.tsx).
import { Menu } from "@mantine/core";
import { pdfKinds } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { PdfKind } from "../api/get-quote-pdf.ts";
import { pdfMenuButton } from "./pdf-button.tsx";

export type PdfMenuProps = { label: string; onOpen: (kind: PdfKind) => void };

export function PdfMenu({ label, onOpen }: PdfMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" defaultOpened>
      <Menu.Target>{pdfMenuButton(label, { autoFocus: true })}</Menu.Target>
      <Menu.Dropdown>
        {pdfKinds.map((kind) => (
          <Menu.Item key={kind} onClick={() => onOpen(kind)}>
            {t(`quotes.pdf.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
