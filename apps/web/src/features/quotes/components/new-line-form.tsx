// The configurator of a product being added to a quote (add-quote-product.tsx), in its dialog.
import { Loader } from "@mantine/core";
import type { OrderLine, Quote } from "@portal/contract";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { ConfiguratorForm } from "../../catalogue/components.ts";
import { useProductDetail } from "../../catalogue/index.ts";
import { useNewLineConfigurator } from "../hooks/use-line-configurator.ts";

type NewLineFormProps = { quote: Quote; productId: string; onSaved: (line: OrderLine) => void };

/** The configurator inside the dialog: Cancel and the dialog's X ask before dropping chosen options. */
export function NewLineForm({ quote, productId, onSaved }: NewLineFormProps) {
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
