// "Import catalogue" on a supplier the signed-in admin may load (Settings → Suppliers composes it in).
import { Button, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ImportCatalogueForm } from "./import-catalogue-form.tsx";

export type ImportCatalogueButtonProps = { manufacturerId: number; supplierName: string };

export function ImportCatalogueButton({ manufacturerId, supplierName }: ImportCatalogueButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
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
        title={t("catalogue.import.title", { name: supplierName })}
      >
        {/* A fresh form each time: no last import's problems or summary left over. */}
        {opened ? <ImportCatalogueForm manufacturerId={manufacturerId} onDone={close} /> : null}
      </Modal>
    </>
  );
}
