// View PDF: the quote, measure sheet or install sheet, fetched with the session and opened as a blob.
import { Button, Group } from "@mantine/core";
import { IconChevronDown, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Deferred, deferredPart } from "../../../shared/ui/deferred.tsx";
import { showServerErrorToast } from "../../../shared/ui/toasts.ts";
import { openQuotePdf, type PdfKind } from "../api/get-quote-pdf.ts";
import type { PdfMenuProps } from "./pdf-menu.tsx";

// The other PDFs' menu loads when the page is idle, and mounts when the arrow is first used.
const pdfMenu = deferredPart<PdfMenuProps>(async () => (await import("./pdf-menu.tsx")).PdfMenu);

/** The arrow beside View PDF that opens the other PDFs' menu, the same before and after its code is in. */
export function pdfMenuButton(label: string, props: { autoFocus?: boolean; onClick?: () => void }) {
  return (
    <Button
      variant="default"
      px={8}
      aria-label={label}
      aria-haspopup="menu"
      style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 }}
      {...props}
    >
      <IconChevronDown size={16} aria-hidden="true" />
    </Button>
  );
}

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
      <Deferred
        part={pdfMenu}
        props={{ label: t("quotes.pdf.more"), onOpen: (kind: PdfKind) => void open(kind) }}
        placeholder={(onClick) => pdfMenuButton(t("quotes.pdf.more"), { onClick })}
      />
    </Group>
  );
}
