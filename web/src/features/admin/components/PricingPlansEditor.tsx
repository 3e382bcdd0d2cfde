import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Form, Input, InputNumber, Switch, Tag, type FormRule } from "antd";
import type { z } from "zod";
import { pricingPlanInput } from "#schema/content/landing-lists.rules.ts";
import {
  AddPricingPlanDocument,
  AdminPricingPlansDocument,
  DeletePricingPlanDocument,
  ReorderPricingPlansDocument,
  UpdatePricingPlanDocument,
  type PricingPlanFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { dollarsToCents, formatCents } from "#web/ui/money.ts";
import { firstIssueMessage, schemaRules } from "#web/ui/schemaRules.ts";
import { featureLines, planFormValues, planInput, type PlanFormValues } from "../utils/planForm.ts";
import { LandingListEditor } from "./LandingListEditor.tsx";

const { shape } = pricingPlanInput;

/** A rule checking what the field holds once turned into what the server takes, in the server's words. */
function convertedRule<Value>(convert: (value: Value) => unknown, schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: Value) => {
      const result = schema.safeParse(convert(value));
      if (!result.success) throw new Error(firstIssueMessage(result.error));
    },
  };
}

const RULES = {
  name: schemaRules(shape.name),
  monthlyPrice: [
    { required: true, message: "Monthly Price is required" },
    convertedRule(
      (dollars: number | null) => (dollars === null ? 0 : dollarsToCents(dollars)),
      shape.monthlyPriceCents,
    ),
  ],
  description: schemaRules(shape.description),
  features: [convertedRule(featureLines, shape.features)],
};

function PlanFields() {
  return (
    <>
      <Form.Item label="Name" name="name" rules={RULES.name}>
        <Input />
      </Form.Item>
      <Form.Item
        label="Monthly Price (USD)"
        name="monthlyPrice"
        rules={RULES.monthlyPrice}
        extra="Annual billing is 20% off this price, worked out on the landing page."
      >
        <InputNumber prefix="$" min={0} step={1} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={RULES.description}>
        <Input />
      </Form.Item>
      <Form.Item label="Features" name="features" rules={RULES.features} extra="One per line.">
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item
        label="Most Popular"
        name="popular"
        valuePropName="checked"
        extra="Only one plan carries the tag: marking this one takes it from the others."
      >
        <Switch />
      </Form.Item>
    </>
  );
}

function PlanSummary({ plan }: { plan: PricingPlanFieldsFragment }) {
  return (
    <>
      <h2>
        {plan.name}
        {plan.popular ? <Tag color="blue">Most Popular</Tag> : null}
      </h2>
      <p>{formatCents(plan.monthlyPriceCents)} a month</p>
      {plan.description ? <p className="landing-list-meta">{plan.description}</p> : null}
      {plan.features.length > 0 ? (
        <ul>
          {plan.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The landing page's plans: add, edit, delete and reorder; the annual price follows the monthly one. */
export function PricingPlansEditor() {
  const { data, loading } = useQuery(AdminPricingPlansDocument);
  const reload = { refetchQueries: [AdminPricingPlansDocument], awaitRefetchQueries: true };
  const [addPlan] = useMutation(AddPricingPlanDocument, reload);
  const [updatePlan] = useMutation(UpdatePricingPlanDocument, reload);
  const [deletePlan] = useMutation(DeletePricingPlanDocument, reload);
  const [reorderPlans] = useMutation(ReorderPricingPlansDocument, reload);

  if (!data) {
    return loading ? <LoadingScreen /> : <Alert type="error" title="Failed to load plans" showIcon />;
  }
  return (
    <LandingListEditor<PricingPlanFieldsFragment, PlanFormValues>
      list="pricingPlans"
      entries={data.pricingPlans}
      nameOf={(plan) => plan.name}
      renderEntry={(plan) => <PlanSummary plan={plan} />}
      fields={<PlanFields />}
      formValues={planFormValues}
      save={(values, plan) => {
        const input = planInput(values);
        return plan ? updatePlan({ variables: { id: plan.id, input } }) : addPlan({ variables: { input } });
      }}
      remove={(plan) => deletePlan({ variables: { id: plan.id } })}
      reorder={(ids) => reorderPlans({ variables: { ids } })}
    />
  );
}
