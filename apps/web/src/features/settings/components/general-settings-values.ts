// Between the settings answers, the form's values and the two update bodies.
import type { DealerSettings, MainCompany } from "@portal/contract";
import type { UpdateDealerSettingsInput } from "../api/update-dealer-settings.ts";
import type { UpdateMainCompanyInput } from "../api/update-main-company.ts";
import { dealerSettingsBody } from "./dealer-settings-body.ts";
import type { OrderSettingsValues } from "./order-settings-fields.tsx";

export type GeneralSettingsValues = OrderSettingsValues & {
  company_name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string; suburb: string; state: string; postcode: string };
  account_email: string;
};

export const companyFields = [
  "company_name",
  "email",
  "phone",
  "address",
  "account_email",
  "order_confirmation_email",
] as const;
export const deliveryFields = ["companyDeliveryAddress", "defaultShippingInstructions"] as const;

export function toFormValues(company: MainCompany, dealer: DealerSettings): GeneralSettingsValues {
  return {
    company_name: company.name,
    email: company.email,
    phone: company.phone ?? "",
    address: {
      line1: company.address?.line1 ?? "",
      line2: company.address?.line2 ?? "",
      suburb: company.address?.suburb ?? "",
      state: company.address?.state ?? "",
      postcode: company.address?.postcode ?? "",
    },
    account_email: company.account_email ?? "",
    order_confirmation_email: company.order_confirmation_email ?? "",
    companyDeliveryAddress: dealer.companyDeliveryAddress ?? "",
    defaultShippingInstructions: dealer.defaultShippingInstructions ?? "",
  };
}

export function toMainCompanyBody(values: GeneralSettingsValues): UpdateMainCompanyInput {
  const address = Object.values(values.address).some((part) => part.trim() !== "") ? values.address : null;
  return {
    company_name: values.company_name,
    email: values.email,
    phone: values.phone,
    address,
    account_email: values.account_email,
    order_confirmation_email: values.order_confirmation_email,
  };
}

/** The dealer-portal call replaces all ten settings: send the loaded ones back with the two edited. */
export function toDealerSettingsBody(
  dealer: DealerSettings,
  values: Pick<OrderSettingsValues, (typeof deliveryFields)[number]>,
): UpdateDealerSettingsInput {
  return dealerSettingsBody(dealer, {
    companyDeliveryAddress: values.companyDeliveryAddress,
    defaultShippingInstructions: values.defaultShippingInstructions,
  });
}

/** The main-company call replaces all six fields: the loaded ones, with `patch` over them. */
export function mainCompanyBody(
  company: MainCompany,
  patch: Partial<UpdateMainCompanyInput>,
): UpdateMainCompanyInput {
  return {
    company_name: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address,
    account_email: company.account_email,
    order_confirmation_email: company.order_confirmation_email,
    ...patch,
  };
}
