// Harbour Shutters came from the external CRM: a few of its customers' old orders, loaded the way the
// import loads an export (matched to contacts by name), with fixed ids so every seed is the same.
import { legacyOrdersFileSchema } from "@portal/contract";
import type { Db } from "../db/client.ts";
import { importLegacyOrders } from "../modules/legacy-orders/legacy-orders-import.ts";
import { seedIds } from "./seed-ids.ts";

const address = (street: string, city: string, code: string) => ({
  Street: street,
  City: city,
  State: "NSW",
  Code: code,
  Country: "Australia",
});
const billing = (parts: ReturnType<typeof address>) =>
  Object.fromEntries(Object.entries(parts).map(([key, value]) => [`Billing_${key}`, value]));
const shipping = (parts: ReturnType<typeof address>) =>
  Object.fromEntries(Object.entries(parts).map(([key, value]) => [`Shipping_${key}`, value]));

const priya = address("14 Wharf Road", "Balmain", "2041");
const ben = address("3/22 Ocean Street", "Bondi", "2026");
const hannah = address("9 Ferry Lane", "Mosman", "2088");

export const harbourLegacyOrders = [
  {
    Order_Num: "SO-10412",
    Contact_Name: "Priya Sharma",
    Subject: "Plantation shutters – living and dining",
    Description: "Basswood shutters, 89 mm blades, hidden tilt rod.",
    Status: "Installed",
    Owner: "Jordan Blake",
    ...billing(priya),
    ...shipping(priya),
    Supplier: "Coastal Shutters & Curtains",
    Reps: "Ben Carter",
    Confirm_Date: "2024-02-06",
    CBF_Date: "2024-02-08",
    Notification_Date: "2024-03-18",
    Install_Date: "2024-03-22",
    Install_Cost: "360.00",
    GP: "1742.55",
    GP_Percentage: "38.50",
    GST: "411.50",
    Ex_GST: "4115.00",
    Net_Charged: "4526.50",
    Total_Due: "4526.50",
    List_Total: "4850.00",
    Manufacture_Cost: "2012.45",
    Sales_Commission: "174.26",
    Ordered_Items: [
      {
        Product_Name: "Basswood shutter",
        Description: "Living room bay, 3 panels",
        Quantity: "3",
        List_Price: "950.00",
        Discount: "142.50",
        Net_Total: "2707.50",
        Total_After_Discount: "2707.50",
        Tax: "270.75",
        Total: "2978.25",
      },
      {
        Product_Name: "Basswood shutter",
        Description: "Dining window, 2 panels",
        Quantity: "2",
        List_Price: "1000.00",
        Discount: "160.00",
        Net_Total: "1840.00",
        Total_After_Discount: "1840.00",
        Tax: "184.00",
        Total: "2024.00",
      },
    ],
  },
  {
    Order_Num: "SO-10877",
    Contact_Name: "Priya Sharma",
    Subject: "Bedroom roller blinds",
    Description: "Blockout rollers, chain drive.",
    Status: "Awaiting install",
    Owner: "Jordan Blake",
    ...billing(priya),
    ...shipping(priya),
    Supplier: "Coastal Shutters & Curtains",
    Reps: "Hannah Fraser",
    Confirm_Date: "2024-09-12",
    CBF_Date: "2024-09-13",
    Notification_Date: null,
    Install_Date: "2024-10-04",
    Install_Cost: "120.00",
    GP: "512.00",
    GP_Percentage: "40.00",
    GST: "128.00",
    Ex_GST: "1280.00",
    Net_Charged: "1408.00",
    Total_Due: "704.00",
    List_Total: "1420.00",
    Manufacture_Cost: "648.00",
    Sales_Commission: "51.20",
    Ordered_Items: [
      {
        Product_Name: "Roller blind – blockout",
        Description: "Main bedroom",
        Quantity: "2",
        List_Price: "355.00",
        Discount: "35.50",
        Net_Total: "674.50",
        Total_After_Discount: "674.50",
        Tax: "67.45",
        Total: "741.95",
      },
      {
        Product_Name: "Roller blind – blockout",
        Description: "Second bedroom",
        Quantity: "2",
        List_Price: "355.00",
        Discount: "69.50",
        Net_Total: "640.50",
        Total_After_Discount: "640.50",
        Tax: "64.05",
        Total: "704.55",
      },
    ],
  },
  {
    Order_Num: "SO-10533",
    Contact_Name: "Ben Carter",
    Subject: "Outdoor awning – balcony",
    Description: "Folding-arm awning, 4 m, motorised.",
    Status: "Installed",
    Owner: "Jordan Blake",
    ...billing(ben),
    ...shipping(ben),
    Supplier: "Coastal Shutters & Curtains",
    Reps: "Priya Sharma",
    Confirm_Date: "2024-04-15",
    CBF_Date: "2024-04-16",
    Notification_Date: "2024-05-20",
    Install_Date: "2024-05-24",
    Install_Cost: "450.00",
    GP: "1104.00",
    GP_Percentage: "34.50",
    GST: "320.00",
    Ex_GST: "3200.00",
    Net_Charged: "3520.00",
    Total_Due: "0.00",
    List_Total: "3600.00",
    Manufacture_Cost: "1646.00",
    Sales_Commission: "110.40",
    Ordered_Items: [
      {
        Product_Name: "Folding-arm awning",
        Description: "Balcony, 4000 mm, Somfy motor",
        Quantity: "1",
        List_Price: "3150.00",
        Discount: "400.00",
        Net_Total: "2750.00",
        Total_After_Discount: "2750.00",
        Tax: "275.00",
        Total: "3025.00",
      },
    ],
  },
  {
    Order_Num: "SO-11020",
    Contact_Name: "Hannah Fraser",
    Subject: "Measure and quote – louvres",
    Description: null,
    Status: "Cancelled",
    Owner: "Jordan Blake",
    ...billing(hannah),
    ...shipping(hannah),
    Supplier: null,
    Reps: "Ben Carter",
    Confirm_Date: null,
    CBF_Date: null,
    Notification_Date: null,
    Install_Date: null,
    Install_Cost: null,
    GP: null,
    GP_Percentage: null,
    GST: null,
    Ex_GST: null,
    Net_Charged: null,
    Total_Due: null,
    List_Total: null,
    Manufacture_Cost: null,
    Sales_Commission: null,
    Ordered_Items: [],
  },
];

/** Imports Harbour Shutters' legacy orders a month before `epochMs`, the seed's epoch. */
export async function seedHarbourLegacyOrders(tx: Db, epochMs: number): Promise<void> {
  const ids = harbourLegacyOrders.map(
    (_, index) => `0193a000-0000-7000-8000-00000000c${String(index + 1).padStart(3, "0")}`,
  );
  let next = 0;
  await importLegacyOrders(tx, seedIds.harbourAccount, legacyOrdersFileSchema.parse(harbourLegacyOrders), {
    now: new Date(epochMs - 30 * 24 * 60 * 60 * 1000),
    ids: () => ids[next++] ?? "",
  });
}
