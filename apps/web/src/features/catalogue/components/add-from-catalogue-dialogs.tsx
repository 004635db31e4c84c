// The dialogs of "Add product(s)" (add-from-catalogue.tsx): the catalogue's browser, then the chosen
// product's dialog holding the caller's form. Loaded when the page is idle.
import type { Product } from "@portal/contract";
import type { ReactNode } from "react";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { CatalogueBrowser } from "./catalogue-browser.tsx";

export type AddFromCatalogueDialogsProps = {
  /** Either dialog is open. */
  opened: boolean;
  /** The browser is open. */
  browsing: boolean;
  /** The product chosen, whose dialog is open. */
  product: Product | null;
  manufacturerId?: number;
  dialogTitle: (product: Product) => string;
  children: (product: Product, done: () => void) => ReactNode;
  /** The browser closed, with the product chosen or null. */
  onBrowsed: (chosen: Product | null) => void;
  /** The product's dialog closed. */
  onDone: () => void;
};

export function AddFromCatalogueDialogs({
  browsing,
  product,
  manufacturerId,
  dialogTitle,
  children,
  onBrowsed,
  onDone,
}: AddFromCatalogueDialogsProps) {
  return (
    <>
      <CatalogueBrowser
        opened={browsing}
        {...(manufacturerId === undefined ? {} : { manufacturerId })}
        adding={false}
        onClose={() => onBrowsed(null)}
        onAdd={onBrowsed}
      />
      <FormModal
        opened={product !== null}
        onClose={onDone}
        title={product ? dialogTitle(product) : ""}
        size="min(1100px, 96vw)"
      >
        {product ? children(product, onDone) : null}
      </FormModal>
    </>
  );
}
