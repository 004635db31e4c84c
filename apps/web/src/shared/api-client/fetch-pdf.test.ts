import { getPurchaseOrderPdf, getQuotePdf } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { refusalBody } from "../../test/refusals.ts";
import { fetchPdf } from "./fetch-pdf.ts";

const quoteId = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

describe("fetchPdf", () => {
  it("asks for the PDF at its call's path, with the session, and answers the file", async () => {
    const { fetchMock, requests } = mockApi({
      [`GET /quotes/${quoteId}/pdf/measure`]: {
        body: "%PDF",
        headers: { "content-type": "application/pdf" },
      },
    });
    const pdf = await fetchPdf(getQuotePdf, { id: quoteId, kind: "measure" });
    // The mock writes its body as JSON.
    expect(await pdf?.text()).toBe(JSON.stringify("%PDF"));
    expect(requests.map((request) => request.path)).toEqual([`/quotes/${quoteId}/pdf/measure`]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
  });

  it("answers null for a PDF the account has switched off", async () => {
    mockApi({
      [`GET /purchase-orders/${quoteId}/pdf`]: { status: 501, body: refusalBody("TEMPLATE_NOT_CONFIGURED") },
    });
    await expect(fetchPdf(getPurchaseOrderPdf, { id: quoteId })).resolves.toBeNull();
  });
});
