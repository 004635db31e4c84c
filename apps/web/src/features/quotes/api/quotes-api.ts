// Quotes, their lines and the catalogue the quote page browses (spec 000 §3 "Quote list/detail").
import {
  acceptQuote,
  addOrderLine,
  applyQuoteUpdates,
  archiveQuote,
  type CallBody,
  cloneQuote,
  createQuote,
  deleteOrderLine,
  getOrderLine,
  getProduct,
  getQuote,
  listBrands,
  listDealQuotes,
  listProducts,
  type Quote,
  unarchiveQuote,
  updateQuote,
} from "@portal/contract";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const dealQuotesKey = (dealId: string) => ["quotes", "deal", dealId] as const;
export const quoteKey = (quoteId: string) => ["quotes", "detail", quoteId] as const;
export const orderLineKey = (lineId: string) => ["order-lines", lineId] as const;

export function useDealQuotes(dealId: string, archived: boolean) {
  return useQuery({
    queryKey: [...dealQuotesKey(dealId), archived],
    queryFn: ({ signal }) =>
      callApi(listDealQuotes, {
        params: { id: dealId },
        query: { archived: archived ? "true" : "false" },
        signal,
      }),
  });
}

export function quoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: quoteKey(quoteId),
    queryFn: ({ signal }) => callApi(getQuote, { params: { id: quoteId }, signal }),
  });
}

export function useQuote(quoteId: string) {
  return useQuery(quoteQueryOptions(quoteId));
}

export function storeQuote(queryClient: QueryClient, quote: Quote): void {
  queryClient.setQueryData(quoteKey(quote.id), quote);
  void queryClient.invalidateQueries({ queryKey: dealQuotesKey(quote.context.deal.id) });
}

export function useCreateQuote(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(createQuote, { params: { id: dealId }, body: { description: "" } }),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}

export type UpdateQuoteBody = CallBody<typeof updateQuote>;

export function useUpdateQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQuoteBody) => callApi(updateQuote, { params: { id: quoteId }, body }),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}

export type QuoteAction = "clone" | "archive" | "unarchive" | "apply-updates";
const actions = {
  clone: cloneQuote,
  archive: archiveQuote,
  unarchive: unarchiveQuote,
  "apply-updates": applyQuoteUpdates,
} as const;

export function useQuoteAction(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: QuoteAction) => callApi(actions[action], { params: { id: quoteId } }),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}

export function useAcceptQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string | null) =>
      callApi(acceptQuote, { params: { id: quoteId }, body: { signature } }),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}

export function useAddOrderLine(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      callApi(addOrderLine, { params: { id: quoteId }, body: { productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKey(quoteId) }),
  });
}

export function useDeleteOrderLine(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => callApi(deleteOrderLine, { params: { id: lineId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKey(quoteId) }),
  });
}

export function useOrderLine(lineId: string) {
  return useQuery({
    queryKey: orderLineKey(lineId),
    queryFn: ({ signal }) => callApi(getOrderLine, { params: { id: lineId }, signal }),
  });
}

export function useProductDetail(productId: string | undefined) {
  return useQuery({
    queryKey: ["catalogue", "product", productId],
    enabled: productId !== undefined,
    queryFn: ({ signal }) => callApi(getProduct, { params: { id: productId ?? "" }, signal }),
  });
}

export function useBrands() {
  return useQuery({
    queryKey: ["catalogue", "brands"],
    queryFn: ({ signal }) => callApi(listBrands, { query: {}, signal }),
    staleTime: 60_000,
  });
}

export type ProductFilter = {
  brandId?: string;
  categoryId?: string;
  subCategoryId?: string;
  search?: string;
};

export function useCatalogueProducts(filter: ProductFilter, enabled: boolean) {
  return useQuery({
    queryKey: ["catalogue", "products", filter],
    enabled,
    queryFn: ({ signal }) => callApi(listProducts, { query: filter, signal }),
  });
}
