// "Add product(s)": the catalogue, then the chosen product in a dialog holding the caller's form (the
// configurator, priced the caller's way). Nothing is added until the form saves; closing the dialog
// asks first when the form holds changes (FormModal).
import { Button, type ButtonProps } from "@mantine/core";
import type { Product } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import type { AddFromCatalogueDialogsProps } from "./add-from-catalogue-dialogs.tsx";

// The catalogue's browser and the product's dialog load when the page is idle.
const dialogs = deferredPart<AddFromCatalogueDialogsProps>(
  async () => (await import("./add-from-catalogue-dialogs.tsx")).AddFromCatalogueDialogs,
);

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
  return (
    <>
      <Button
        size={size}
        leftSection={<IconPlus size={size === "xs" ? 14 : 16} aria-hidden="true" />}
        onClick={() => setBrowsing(true)}
      >
        {label}
      </Button>
      <DeferredDialog
        part={dialogs}
        props={{
          opened: browsing || product !== null,
          browsing,
          product,
          ...(manufacturerId === undefined ? {} : { manufacturerId }),
          dialogTitle,
          children,
          onBrowsed: (chosen: Product | null) => {
            setBrowsing(false);
            setProduct(chosen);
          },
          onDone: () => setProduct(null),
        }}
      />
    </>
  );
}
