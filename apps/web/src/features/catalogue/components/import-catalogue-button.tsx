// "Import catalogue" on a supplier the signed-in admin may load (Settings → Suppliers composes it in).
import { Button, Modal } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ImportCatalogueForm } from "./import-catalogue-form.tsx";

export type ImportCatalogueButtonProps = { manufacturerId: number; supplierName: string };

export function ImportCatalogueButton({ manufacturerId, supplierName }: ImportCatalogueButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // On a phone the problems and the summary table need the whole width.
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        onClick={open}
        aria-label={t("catalogue.import.buttonFor", { name: supplierName })}
      >
        {t("catalogue.import.button")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        size={640}
        fullScreen={phone}
        title={t("catalogue.import.title", { name: supplierName })}
      >
        {/* A fresh form each time: no last import's problems or summary left over. */}
        {opened ? <ImportCatalogueForm manufacturerId={manufacturerId} onDone={close} /> : null}
      </Modal>
    </>
  );
}
