import type { PricingPlanFieldsFragment, PricingPlanInput } from "#web/graphql/generated/graphql.ts";
import { dollarsToCents } from "#web/ui/money.ts";

/** The plan form: the price in dollars as typed, the features one per line. */
export type PlanFormValues = {
  name: string;
  monthlyPrice: number | null;
  description: string;
  features: string;
  popular: boolean;
};

/** The non-blank lines of the features field, trimmed. */
export function featureLines(text: string | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export function planFormValues(plan: PricingPlanFieldsFragment | null): PlanFormValues {
  return {
    name: plan?.name ?? "",
    monthlyPrice: plan ? plan.monthlyPriceCents / 100 : null,
    description: plan?.description ?? "",
    features: plan?.features.join("\n") ?? "",
    popular: plan?.popular ?? false,
  };
}

export function planInput(values: PlanFormValues): PricingPlanInput {
  return {
    name: values.name,
    monthlyPriceCents: dollarsToCents(values.monthlyPrice ?? 0),
    description: values.description ?? "",
    features: featureLines(values.features),
    popular: values.popular ?? false,
  };
}
