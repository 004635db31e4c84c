// "Add product(s)": the catalogue, then the chosen product in a dialog holding the caller's form (the
// configurator, priced the caller's way). Nothing is added until the form saves; closing the dialog
// asks first when the form holds changes (FormModal).
import { Button, type ButtonProps } from "@mantine/core";
import type { Product } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { CatalogueBrowser } from "./catalogue-browser.tsx";

export type AddFromCatalogueProps = {
  label: string;
  size?: ButtonProps["size"];
  /** Only this supplier's products (a purchase order's). */
  manufacturerId?: number;
  dialogTitle: (product: Product) => string;
  /** The form for the chosen product; `done` closes the dialog. */
  children: (product: Product, done: () => void) => ReactNode;
};

export function AddFromCatalogue({
  label,
  size,
  manufacturerId,
  dialogTitle,
  children,
}: AddFromCatalogueProps) {
  const [browsing, setBrowsing] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  const done = () => setProduct(null);
  return (
    <>
      <Button
        size={size}
        leftSection={<IconPlus size={size === "xs" ? 14 : 16} aria-hidden="true" />}
        onClick={() => setBrowsing(true)}
      >
        {label}
      </Button>
      <CatalogueBrowser
        opened={browsing}
        {...(manufacturerId === undefined ? {} : { manufacturerId })}
        adding={false}
        onClose={() => setBrowsing(false)}
        onAdd={(chosen) => {
          setBrowsing(false);
          setProduct(chosen);
        }}
      />
      <FormModal
        opened={product !== null}
        onClose={done}
        title={product ? dialogTitle(product) : ""}
        size="min(1100px, 96vw)"
      >
        {product ? children(product, done) : null}
      </FormModal>
    </>
  );
}
