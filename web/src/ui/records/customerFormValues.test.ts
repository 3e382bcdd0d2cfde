import { describe, expect, it } from "vitest";
import { customerFormValues, customerInput } from "./customerFormValues.ts";

const sarah = {
  name: "Sarah Johnson",
  email: "sarah@techcorp.com",
  phone: "+1 (555) 123-4567",
  company: "TechCorp Solutions",
  status: "active" as const,
  notes: "Prefers email",
  valueCents: 1_250_000,
};

describe("customer form values", () => {
  it("starts a new customer as a lead with empty fields", () => {
    expect(customerFormValues()).toEqual({
      name: "",
      email: "",
      phone: "",
      company: "",
      companyId: null,
      status: "lead",
      notes: "",
      valueDollars: null,
    });
  });

  it("starts from the customer's data when editing, value in dollars", () => {
    expect(customerFormValues(sarah)).toEqual({
      ...sarah,
      companyId: null,
      valueCents: undefined,
      valueDollars: 12_500,
    });
    expect(customerFormValues({ ...sarah, primaryCompany: { id: "co1" } }).companyId).toBe("co1");
  });

  it("leaves the value empty for a customer without one", () => {
    expect(customerFormValues({ ...sarah, valueCents: 0 }).valueDollars).toBeNull();
  });

  it("sends trimmed fields and the value in cents", () => {
    expect(
      customerInput({
        name: "  Ann Lee ",
        email: " ann@example.com ",
        phone: " 555 ",
        company: "",
        status: "lead",
        notes: undefined,
        valueDollars: 99.5,
      }),
    ).toEqual({
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "555",
      company: "",
      status: "lead",
      notes: "",
      valueCents: 9950,
    });
  });

  it("sends a picked company by its id beside its name, and a typed name as text alone", () => {
    const picked = { ...customerFormValues(sarah), company: "Acme", companyId: "co1" };
    expect(customerInput(picked)).toMatchObject({ company: "Acme", companyId: "co1" });
    expect(customerInput({ ...picked, companyId: null })).not.toHaveProperty("companyId");
    expect(customerInput({ ...picked, company: "  " })).not.toHaveProperty("companyId");
    expect(customerInput({ ...picked, company: "  " }).company).toBe("");
  });

  it("sends 0 cents when the value is cleared", () => {
    expect(customerInput({ ...customerFormValues(sarah), valueDollars: null }).valueCents).toBe(0);
  });
});
