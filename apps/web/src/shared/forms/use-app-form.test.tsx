import { NumberInput, TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-app.tsx";
import { ApiError } from "../api-client/api-error.ts";
import { MultiEmailInput } from "./multi-email-input.tsx";
import { email, required, rules } from "./rules.ts";
import { useAppForm } from "./use-app-form.ts";

type Values = { name: string; email: string; quantity: number | string };

function DemoForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useAppForm<Values>({
    initialValues: { name: "", email: "", quantity: 1 },
    fields: { name: { kind: "text", maxLength: 5 }, quantity: { kind: "number", min: 1, max: 10 } },
    validate: {
      name: required("Name"),
      email: rules(required("Email"), email()),
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TextInput label="Name" {...form.getInputProps("name")} />
      <TextInput label="Email" {...form.getInputProps("email")} />
      <NumberInput label="Quantity" {...form.getInputProps("quantity")} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("generic form behaviour", () => {
  it("shows an error only after the field loses focus, and follows the typing once shown", async () => {
    renderWithProviders(<DemoForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    const emailInput = screen.getByLabelText("Email");
    await user.type(emailInput, "ann");
    expect(screen.queryByText("Please enter a valid value")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Please enter a valid value")).toBeInTheDocument();
    await user.type(emailInput, "@example.com");
    expect(screen.queryByText("Please enter a valid value")).not.toBeInTheDocument();
  });

  it("trims text and cuts it to maxLength on blur", async () => {
    renderWithProviders(<DemoForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    const name = screen.getByLabelText("Name");
    await user.click(name);
    await user.paste("  Acme Blinds  ");
    await user.tab();
    expect(name).toHaveValue("Acme");
  });

  it("clamps numbers to min and max on blur", async () => {
    renderWithProviders(<DemoForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    const quantity = screen.getByLabelText("Quantity");
    await user.clear(quantity);
    await user.type(quantity, "250");
    await user.tab();
    expect(quantity).toHaveValue("10");
  });

  it("refuses an invalid submit with a toast titled by the first error and focuses that field", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DemoForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "x");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    // The toast title and the field's own message.
    expect(screen.getAllByText("Name is required")).toHaveLength(2);
    expect(screen.getByText("Please enter a valid value")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("submits the values when every field is valid", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DemoForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Acme");
    await user.type(screen.getByLabelText("Email"), "a@acme.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Acme", email: "a@acme.example", quantity: 1 });
  });
});

function ServerRefusedForm({ error }: { error: unknown }) {
  const form = useAppForm<{ name: string; email: string }>({
    initialValues: { name: "Acme", email: "x@y.zz" },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {
        form.refuseServer(error, { contactEmail: "email" });
      })}
    >
      <TextInput label="Name" {...form.getInputProps("name")} />
      <TextInput label="Email" {...form.getInputProps("email")} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("the server's field errors", () => {
  it("land on their fields (mapped where the names differ), with the toast, the first field focused", async () => {
    const refused = new ApiError({
      kind: "http",
      status: 422,
      message: "Validation failed",
      code: "VALIDATION_FAILED",
      errors: { contactEmail: [{ code: "INVALID_EMAIL", message: "Invalid email" }] },
    });
    renderWithProviders(<ServerRefusedForm error={refused} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid", "true");
  });
});

function EmailsDemo() {
  const [value, setValue] = useState<string[]>(["ann@example.com"]);
  return (
    <>
      <MultiEmailInput label="Recipients" value={value} onChange={setValue} />
      <output>{value.join(" | ")}</output>
    </>
  );
}

describe("multi-email input", () => {
  it("adds valid addresses and refuses invalid or duplicate ones with the spec's messages", async () => {
    renderWithProviders(<EmailsDemo />);
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Recipients" });

    await user.type(input, "nope{Enter}");
    expect(screen.getByText("Email address is invalid")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("ann@example.com");

    await user.clear(input);
    await user.type(input, "ANN@example.com{Enter}");
    expect(screen.getByText("Duplicate address already added")).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, "bob@example.com{Enter}");
    expect(screen.queryByText("Duplicate address already added")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("ann@example.com | bob@example.com");
  });
});
