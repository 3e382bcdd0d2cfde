import { describe, expect, it } from "vitest";
import { dealFormValues, dealInput } from "./dealFormValues.ts";

const now = new Date(2026, 10, 25, 9, 30);

describe("deal form values", () => {
  it("start a new deal from the customer and stage it was added from, owned by the person adding it", () => {
    expect(dealFormValues(null, { ownerId: "u1", customer: { value: "c1", label: "Ida" }, stage: "proposal" })).toEqual(
      {
        title: "",
        customer: { value: "c1", label: "Ida" },
        stage: "proposal",
        valueDollars: null,
        ownerId: "u1",
        expectedCloseDay: "",
        closeDay: "",
        lostReason: null,
        lostNote: "",
        company: null,
        contacts: [],
      },
    );
    expect(dealFormValues(null, { ownerId: "u1", company: { value: "co1", label: "Acme" } }).company).toEqual({
      value: "co1",
      label: "Acme",
    });
  });

  it("send every field, in cents and moments, with a close date only for a closed deal", () => {
    const values = {
      title: "  Renewal ",
      customer: { value: "c1", label: "Ida" },
      stage: "closed_won" as const,
      valueDollars: 1234.5,
      ownerId: null,
      expectedCloseDay: "2026-12-01",
      closeDay: "2026-11-25",
      company: { value: "co1", label: "Acme" },
      contacts: [{ customer: { value: "c2", label: "Bo" }, role: "Buyer" }],
    };
    expect(dealInput(values, now)).toEqual({
      title: "Renewal",
      customerId: "c1",
      stage: "closed_won",
      valueCents: 123_450,
      ownerId: null,
      expectedCloseAt: new Date(2026, 11, 1, 12).toISOString(),
      closedAt: now.toISOString(),
      lostReason: null,
      lostNote: "",
      companyId: "co1",
      contactIds: ["c2"],
    });
    expect(dealInput({ ...values, stage: "negotiation", valueDollars: null }, now)).toMatchObject({
      valueCents: 0,
      closedAt: null,
    });
  });
});

describe("a lost deal's reason", () => {
  it("is sent, the note trimmed, only while the deal is lost", () => {
    const values = {
      title: "Lost one",
      customer: { value: "c1", label: "Ida" },
      stage: "closed_lost" as const,
      ownerId: null,
      closeDay: "2026-11-25",
      lostReason: "Price",
      lostNote: "  Too dear  ",
      company: null,
      contacts: [],
    };
    expect(dealInput(values, now)).toMatchObject({ lostReason: "Price", lostNote: "Too dear" });
    expect(dealInput({ ...values, stage: "closed_won" }, now)).toMatchObject({ lostReason: null, lostNote: "" });
  });
});
