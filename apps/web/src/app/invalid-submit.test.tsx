// Spec 001 §5 on every form the issue named: pressing Submit right after leaving an invalid field
// must still submit (the field's error may not appear, and move the button, while the button is
// held), and the invalid submit toasts the first error with 'Review all fields and try again' and
// focuses that field.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactAddForm } from "../features/contacts/components/contact-add-form.tsx";
import { CustomFieldAddForm } from "../features/custom-fields/components/custom-field-add-form.tsx";
import { NewDealForm } from "../features/deals/components/new-deal-form.tsx";
import { DealDetailsForm } from "../features/deals/detail/components/deal-details-form.tsx";
import type { ContactPickerSlot } from "../features/deals/detail/components/slots.ts";
import { SavePresetForm } from "../features/deals/filters/save-preset-form.tsx";
import { PaymentForm } from "../features/payments/components/payment-form.tsx";
import { GeneralSettingsForm } from "../features/settings/components/general-settings-form.tsx";
import { ModuleForm } from "../features/workflows/components/module-form.tsx";
import { WorkflowEditForm } from "../features/workflows/components/workflow-edit-form.tsx";
import {
  accountSettingsFixture,
  completeAddress,
  dealerSettingsFixture,
  workflowFixture,
} from "../test/fixtures.ts";
import { detailCustomFields, detailDealFixture, leadSourceId } from "../test/kits/deal-detail.test-kit.ts";
import { mockApi } from "../test/mock-api.ts";
import { renderWithProviders } from "../test/render-app.tsx";

const noop = () => {};
const NoContactPicker: ContactPickerSlot = ({ label }) => <span>{label}</span>;

type Case = {
  name: string;
  form: () => ReactNode;
  /** The field left invalid, by label. */
  field: RegExp;
  /** Empties (or spoils) the field, leaving focus in it. */
  spoil: (field: HTMLElement, user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  submit: string;
  error: string;
};

const clear = async (field: HTMLElement, user: ReturnType<typeof userEvent.setup>) => {
  await user.click(field);
  await user.clear(field);
};

const workflow = workflowFixture();

const cases: Case[] = [
  {
    name: "Settings → General",
    form: () => (
      <GeneralSettingsForm
        company={accountSettingsFixture(completeAddress).main_company}
        dealer={dealerSettingsFixture}
        countryName="Australia"
      />
    ),
    field: /Company name/,
    spoil: clear,
    submit: "Save changes",
    error: "Company name is required",
  },
  {
    name: "New deal",
    form: () => (
      <NewDealForm workflowId={workflow.id} statuses={workflow.context.statuses} onCreated={noop} />
    ),
    field: /Name/,
    spoil: async (field, user) => user.click(field),
    submit: "Create deal",
    error: "Name is required",
  },
  {
    name: "deal Details",
    form: () => (
      <DealDetailsForm
        deal={detailDealFixture()}
        sidemarkMode="ENABLED"
        udfIds={[leadSourceId]}
        customFields={detailCustomFields}
        readOnly={false}
        ContactPicker={NoContactPicker}
        reload={async () => undefined}
      />
    ),
    field: /Lead source/,
    spoil: clear,
    submit: "Save changes",
    error: "Lead source is required",
  },
  {
    name: "Add contact",
    form: () => <ContactAddForm onCreated={noop} />,
    field: /Name/,
    spoil: async (field, user) => user.click(field),
    submit: "Add contact",
    error: "Name is required",
  },
  {
    name: "Edit workflow",
    form: () => <WorkflowEditForm workflow={workflow} onDone={noop} />,
    field: /Name/,
    spoil: clear,
    submit: "Save changes",
    error: "Name is required",
  },
  {
    name: "Add custom field",
    form: () => <CustomFieldAddForm onDone={noop} />,
    field: /Name/,
    spoil: async (field, user) => user.click(field),
    submit: "Add field",
    error: "Name is required",
  },
  {
    name: "Add Module",
    form: () => <ModuleForm workflow={workflow} index={null} onDone={noop} />,
    field: /Module type/,
    spoil: async (field) => field.focus(),
    submit: "Add module",
    error: "Module type is required",
  },
  {
    name: "Add payment",
    form: () => <PaymentForm cardPayments quotes={[]} saving={false} onSave={async () => undefined} />,
    field: /Amount/,
    spoil: async (field, user) => user.click(field),
    submit: "Add payment",
    error: "Amount is required",
  },
  {
    name: "Save preset",
    form: () => (
      <SavePresetForm workflow={workflow} presets={[]} params="status=NEW" names={{}} onSaved={noop} />
    ),
    field: /Name/,
    spoil: async (field, user) => user.click(field),
    submit: "Save preset",
    error: "Preset filter name is required",
  },
];

describe("an invalid submit on every form", () => {
  it.each(cases)("$name: submits on the first press, toasts the first error and focuses it", async (item) => {
    const { requests } = mockApi({});
    // The forms guard unsaved changes, which needs a data router.
    const router = createMemoryRouter([{ path: "/", element: item.form() }]);
    renderWithProviders(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText(item.field, { selector: "input, textarea" });
    await item.spoil(field, user);
    const submit = screen.getByRole("button", { name: item.submit });

    // Pressed: focus leaves the field, but nothing may move the button under the pointer yet.
    await user.pointer({ keys: "[MouseLeft>]", target: submit });
    expect(screen.queryByText(item.error)).not.toBeInTheDocument();
    await user.pointer({ keys: "[/MouseLeft]", target: submit });

    const toast = (await screen.findByText("Review all fields and try again")).closest(
      ".mantine-Notification-root",
    );
    expect(toast).not.toBeNull();
    if (toast instanceof HTMLElement) expect(within(toast).getByText(item.error)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});
