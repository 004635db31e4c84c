import { updateManufacturerCustomerSettings } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

/** The dealer's default shipping method for a supplier (null: none). */
export function postSupplierShippingMethod(manufacturerId: number, shippingMethodId: number | null) {
  return callApi(updateManufacturerCustomerSettings, {
    params: { manufacturerId },
    body: { default_shipping_method_id: shippingMethodId },
  });
}

/** Sets a supplier's default shipping method; the suppliers and the account settings load again. */
export function useUpdateSupplierShippingMethod(manufacturerId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shippingMethodId: number | null) =>
      postSupplierShippingMethod(manufacturerId, shippingMethodId),
    onSuccess: onSaved,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.manufacturers });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.account });
    },
  });
}
