// 'Add products' on a Draft quote: the catalogue, then the chosen product in the configurator, priced
// live at the dealer's sell price; Save adds it as a configured line. Nothing is on the quote until
// then, so closing the configurator leaves the quote as it was (after asking, when options were chosen).
import { Loader } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { AddFromCatalogue } from "../../catalogue/components.ts";

// The configurator (the form, its fields, the live price) loads when a product is chosen.
const NewLineForm = lazy(async () => ({ default: (await import("./new-line-form.tsx")).NewLineForm }));

export function AddQuoteProduct({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <AddFromCatalogue
      label={t("quotes.lines.add")}
      size="xs"
      dialogTitle={(product) => t("quotes.configurator.addTitle", { product: product.name })}
    >
      {(product, done) => (
        <Suspense fallback={<Loader aria-label={t("common.loading")} />}>
          <NewLineForm
            quote={quote}
            productId={product.id}
            onSaved={() => {
              done();
              showSuccessToast(t("quotes.lines.added", { product: product.name }));
            }}
          />
        </Suspense>
      )}
    </AddFromCatalogue>
  );
}
