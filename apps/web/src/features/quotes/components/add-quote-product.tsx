// 'Add products' on a Draft quote: the catalogue, then the chosen product in the configurator, priced
// live at the dealer's sell price; Save adds it as a configured line. Nothing is on the quote until
// then, so closing the configurator leaves the quote as it was (after asking, when options were chosen).
import { Loader } from "@mantine/core";
import type { OrderLine, Quote } from "@portal/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { AddFromCatalogue, ConfiguratorForm } from "../../catalogue/components.ts";
import { useProductDetail } from "../../catalogue/index.ts";
import { useNewLineConfigurator } from "../hooks/use-line-configurator.ts";

export function AddQuoteProduct({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <AddFromCatalogue
      label={t("quotes.lines.add")}
      size="xs"
      dialogTitle={(product) => t("quotes.configurator.addTitle", { product: product.name })}
    >
      {(product, done) => (
        <NewLineForm
          quote={quote}
          productId={product.id}
          onSaved={() => {
            done();
            showSuccessToast(t("quotes.lines.added", { product: product.name }));
          }}
        />
      )}
    </AddFromCatalogue>
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
