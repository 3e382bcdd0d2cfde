import { describe, expect, it } from "vitest";
import { contactRoleChanges, dealCompanyFormValues, dealCompanyInput } from "./dealCompanyValues.ts";

const deal = {
  company: { id: "co1", name: "Acme" },
  contacts: [
    { role: "Champion", customer: { id: "c2", name: "Ann" } },
    { role: "", customer: { id: "c3", name: "Bo" } },
  ],
};

describe("deal company form values", () => {
  it("starts from the deal's company and contacts, or from the company given for a new deal", () => {
    expect(dealCompanyFormValues(deal)).toEqual({
      company: { value: "co1", label: "Acme" },
      contacts: [
        { customer: { value: "c2", label: "Ann" }, role: "Champion" },
        { customer: { value: "c3", label: "Bo" }, role: "" },
      ],
    });
    expect(dealCompanyFormValues(null, { value: "co9", label: "Initech" })).toEqual({
      company: { value: "co9", label: "Initech" },
      contacts: [],
    });
    expect(dealCompanyFormValues({ contacts: [] })).toEqual({ company: null, contacts: [] });
  });

  it("sends the company's id (null for none) and each contact once", () => {
    expect(
      dealCompanyInput({
        company: null,
        contacts: [
          { customer: { value: "c2", label: "Ann" } },
          { customer: null },
          { customer: { value: "c2", label: "Ann" }, role: "Buyer" },
          { customer: { value: "c4", label: "Cy" } },
        ],
      }),
    ).toEqual({ companyId: null, contactIds: ["c2", "c4"] });
    expect(dealCompanyInput(dealCompanyFormValues(deal))).toEqual({ companyId: "co1", contactIds: ["c2", "c3"] });
  });

  it("leaves the contacts out when the deal's could not be read, so the deal keeps its own", () => {
    const values = dealCompanyFormValues({ company: deal.company });
    expect(values).toEqual({ company: { value: "co1", label: "Acme" } });
    expect(dealCompanyInput(values)).toEqual({ companyId: "co1" });
    expect(contactRoleChanges(values, null)).toEqual([]);
  });

  it("sets the roles that are new or changed, trimmed, and leaves the others alone", () => {
    const values = dealCompanyFormValues(deal);
    const contacts = values.contacts ?? [];
    contacts[0]!.role = " Economic buyer ";
    contacts.push({ customer: { value: "c5", label: "Di" }, role: "Legal" });
    contacts.push({ customer: { value: "c6", label: "Ed" } });
    expect(contactRoleChanges(values, deal)).toEqual([
      { customerId: "c2", role: "Economic buyer" },
      { customerId: "c5", role: "Legal" },
    ]);
    expect(contactRoleChanges(dealCompanyFormValues(deal), deal)).toEqual([]);
  });
});
