import { isOpenStage } from "#schema/deals/deals.rules.ts";
import type { DealCardFieldsFragment, DealInput, DealStage } from "#web/graphql/generated/graphql.ts";
import type { CompanyChoice } from "./CompanyPicker.tsx";
import type { CustomerChoice } from "./CustomerPicker.tsx";
import {
  dealCompanyFormValues,
  dealCompanyInput,
  type DealCompanyFormValues,
  type DealCompanyRecord,
} from "./dealCompanyValues.ts";
import { centsToDollars, dollarsToCents } from "../money.ts";
import { dayToIso, isoToDay } from "./calendarDay.ts";

export type DealFormValues = DealCompanyFormValues & {
  title: string;
  customer: CustomerChoice | null;
  stage: DealStage;
  /** "Value (USD)", in dollars; empty means no value. */
  valueDollars?: number | null;
  ownerId: string | null;
  /** Calendar days from date inputs ("2026-12-15"); the close date only for a won or lost deal. */
  expectedCloseDay?: string;
  closeDay?: string;
  /** Only for a lost deal: one of the workspace's lost reasons, and a note. */
  lostReason?: string | null;
  lostNote?: string;
};

/** Where a new deal starts: the customer, company and stage it was added from, owned by whoever adds it. */
export type NewDealDefaults = {
  ownerId: string | null;
  customer?: CustomerChoice | null;
  company?: CompanyChoice | null;
  stage?: DealStage;
};

/** The form's starting values: the deal's when editing, else the defaults. */
export function dealFormValues(
  deal: (DealCardFieldsFragment & DealCompanyRecord) | null,
  defaults: NewDealDefaults,
): DealFormValues {
  if (!deal) {
    return {
      title: "",
      customer: defaults.customer ?? null,
      stage: defaults.stage ?? "qualified",
      valueDollars: null,
      ownerId: defaults.ownerId,
      expectedCloseDay: "",
      closeDay: "",
      lostReason: null,
      lostNote: "",
      ...dealCompanyFormValues(null, defaults.company ?? null),
    };
  }
  return {
    title: deal.title,
    customer: { value: deal.customer.id, label: deal.customer.name },
    stage: deal.stage,
    valueDollars: deal.valueCents === 0 ? null : centsToDollars(deal.valueCents),
    ownerId: deal.owner?.id ?? null,
    expectedCloseDay: isoToDay(deal.expectedCloseAt),
    closeDay: isoToDay(deal.closedAt),
    lostReason: deal.lostReason ?? null,
    lostNote: deal.lostNote ?? "",
    ...dealCompanyFormValues(deal),
  };
}

/** What the server saves: every field sent, so a cleared field is cleared; a close date only when closed. */
export function dealInput(values: DealFormValues, now: Date = new Date()): DealInput {
  return {
    title: values.title.trim(),
    customerId: values.customer?.value ?? "",
    stage: values.stage,
    valueCents: values.valueDollars ? dollarsToCents(values.valueDollars) : 0,
    ownerId: values.ownerId ?? null,
    expectedCloseAt: dayToIso(values.expectedCloseDay, now),
    closedAt: isOpenStage(values.stage) ? null : dayToIso(values.closeDay, now),
    ...lostFields(values),
    ...dealCompanyInput(values),
  };
}

/** A lost deal's reason and note; any other stage has none (the server clears them). */
function lostFields(values: DealFormValues): Pick<DealInput, "lostReason" | "lostNote"> {
  if (values.stage !== "closed_lost") return { lostReason: null, lostNote: "" };
  return { lostReason: values.lostReason ?? null, lostNote: values.lostNote?.trim() ?? "" };
}
