// 'Add products' on a Draft quote: the catalogue, then the chosen product in the configurator, priced
// live at the dealer's sell price; Save adds it as a configured line. Nothing is on the quote until
// then, so closing the configurator leaves the quote as it was (after asking, when options were chosen).
import { Button, Loader } from "@mantine/core";
import type { OrderLine, Product, Quote } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal, useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { CatalogueBrowser, ConfiguratorForm, useProductDetail } from "../../catalogue/index.ts";
import { useNewLineConfigurator } from "../hooks/use-line-configurator.ts";

export function AddQuoteProduct({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const [browsing, setBrowsing] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  return (
    <>
      <Button
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() => setBrowsing(true)}
      >
        {t("quotes.lines.add")}
      </Button>
      <CatalogueBrowser
        opened={browsing}
        adding={false}
        onClose={() => setBrowsing(false)}
        onAdd={(chosen) => {
          setBrowsing(false);
          setProduct(chosen);
        }}
      />
      <FormModal
        opened={product !== null}
        onClose={() => setProduct(null)}
        title={product ? t("quotes.configurator.addTitle", { product: product.name }) : ""}
        size="min(1100px, 96vw)"
      >
        {product ? (
          <NewLineForm
            quote={quote}
            productId={product.id}
            onSaved={() => {
              setProduct(null);
              showSuccessToast(t("quotes.lines.added", { product: product.name }));
            }}
          />
        ) : null}
      </FormModal>
    </>
  );
}

type NewLineFormProps = { quote: Quote; productId: string; onSaved: (line: OrderLine) => void };

/** The configurator inside the dialog: Cancel and the dialog's X ask before dropping chosen options. */
function NewLineForm({ quote, productId, onSaved }: NewLineFormProps) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const requestClose = useFormModalGuard(dirty);
  const product = useProductDetail(productId);
  const configurator = useNewLineConfigurator(quote, productId, onSaved);
  if (product.isError) return <ErrorView error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) return <Loader aria-label={t("common.loading")} />;
  return (
    <ConfiguratorForm
      {...configurator}
      product={product.data}
      onCancel={requestClose}
      onDirtyChange={setDirty}
    />
  );
}
