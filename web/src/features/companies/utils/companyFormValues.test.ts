import { describe, expect, it } from "vitest";
import type { CompanyFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { companyFormValues, companyInput } from "./companyFormValues.ts";

const acme: CompanyFieldsFragment = {
  id: "c1",
  isSample: false,
  name: "Acme",
  domains: ["acme.com", "acme.io"],
  industry: "Software",
  size: 120,
  phone: "+1 555 0100",
  website: "https://acme.com",
  address: "1 Main St",
  notes: "Key account",
  owner: { id: "u2", username: "sam" },
};

describe("company form values", () => {
  it("starts a new company empty, owned by whoever adds it", () => {
    expect(companyFormValues(null, "u1")).toEqual({
      name: "",
      domains: [],
      industry: "",
      size: null,
      phone: "",
      website: "",
      address: "",
      ownerId: "u1",
      notes: "",
    });
  });

  it("starts an edit from the company's values", () => {
    expect(companyFormValues(acme, "u1")).toEqual({
      name: "Acme",
      domains: ["acme.com", "acme.io"],
      industry: "Software",
      size: 120,
      phone: "+1 555 0100",
      website: "https://acme.com",
      address: "1 Main St",
      ownerId: "u2",
      notes: "Key account",
    });
  });

  it("sends every field trimmed, so a cleared field is cleared", () => {
    expect(
      companyInput({
        name: "  Bolt Ltd ",
        domains: [" bolt.io ", " "],
        industry: undefined,
        size: undefined,
        phone: " ",
        website: "",
        address: " 2 High St ",
        ownerId: null,
        notes: undefined,
      }),
    ).toEqual({
      name: "Bolt Ltd",
      domains: ["bolt.io"],
      industry: "",
      size: null,
      phone: "",
      website: "",
      address: "2 High St",
      ownerId: null,
      notes: "",
    });
  });
});
