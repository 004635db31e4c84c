import type { DealerSettings } from "@portal/contract";
import type { UpdateDealerSettingsInput } from "../api/update-dealer-settings.ts";

/** The POST takes all ten dealer settings: the stored ones unchanged, with `patch` over them. */
export function dealerSettingsBody(
  dealer: DealerSettings,
  patch: Partial<UpdateDealerSettingsInput>,
): UpdateDealerSettingsInput {
  return {
    companyLogoDocumentId: dealer.companyLogoDocumentId,
    companyDeliveryAddress: dealer.companyDeliveryAddress,
    defaultShippingInstructions: dealer.defaultShippingInstructions,
    companyDetails: dealer.companyDetails,
    bindingText: dealer.bindingText,
    depositPercentage: dealer.depositPercentage,
    taxRatePercentage: dealer.taxRatePercentage,
    accountAdjustmentType: dealer.accountAdjustmentType,
    accountAdjustmentValue: dealer.accountAdjustmentValue,
    quotePricingTaxMode: dealer.quotePricingTaxMode,
    ...patch,
  };
}
