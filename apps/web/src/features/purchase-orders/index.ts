// The purchase-orders area's public surface: making orders from an accepted quote.
export { useConvertQuote } from "./api/convert-quote.ts";
export { useQuoteOrders } from "./api/list-purchase-orders.ts";
