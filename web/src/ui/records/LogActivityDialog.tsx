import { useMutation } from "@apollo/client/react";
import { useMemo } from "react";
import { Col, Form, Input, Row, Select } from "antd";
import { ACTIVITY_MESSAGES, activityInput as activityRules } from "#schema/activities/activities.rules.ts";
import { serverMessage } from "../userFacingError.ts";
import {
  CreateActivityDocument,
  UpdateActivityDocument,
  type ActivityFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "../FormDialog.tsx";
import { schemaRules } from "../schemaRules.ts";
import { toast } from "../toast.tsx";
import { CompanyPicker, type CompanyChoice } from "./CompanyPicker.tsx";
import { CustomerPicker, type CustomerChoice } from "./CustomerPicker.tsx";
import { activityFormValues, activityInput, type ActivityFormValues } from "./activityFormValues.ts";
import { ACTIVITY_TYPES } from "./activityTypes.ts";
import { isoToLocalDateTime, localDateTimeToIso } from "./localDateTime.ts";

const RULES = {
  type: schemaRules(activityRules.shape.type),
  title: schemaRules(activityRules.shape.title),
  description: schemaRules(activityRules.shape.description),
};

export type LogActivityDialogProps = {
  open: boolean;
  /** The activity to edit; without one the dialog logs a new activity, happening now unless changed. */
  activity?: ActivityFieldsFragment | null;
  /** A new activity's customer, when it is logged from the customer's page. */
  customer?: CustomerChoice | null;
  /** A new activity's company, when it is logged from the company's page. */
  company?: CompanyChoice | null;
  onClose: () => void;
  onSaved: () => void;
};

/** 'Log Activity' or 'Edit Activity': a call, email, meeting or note, when it happened, optionally for a customer and a company. */
export function LogActivityDialog({ open, activity, customer, company, onClose, onSaved }: LogActivityDialogProps) {
  const [createActivity, { loading: creating }] = useMutation(CreateActivityDocument);
  const [updateActivity, { loading: updating }] = useMutation(UpdateActivityDocument);
  const editing = Boolean(activity);
  // Made again each time the dialog opens, so a new activity starts at that moment.
  const initialValues = useMemo(
    () =>
      activity
        ? activityFormValues(activity)
        : { ...activityFormValues(null), customer: customer ?? null, company: company ?? null },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` is what makes a new "now"
    [open, activity, customer, company],
  );

  async function handleSubmit(values: ActivityFormValues) {
    const input = activityInput(values, initialValues.occurredAt);
    try {
      if (activity) await updateActivity({ variables: { id: activity.id, input } });
      else await createActivity({ variables: { input } });
    } catch (error) {
      toast.error(editing ? "Failed to update activity" : "Failed to log activity", serverMessage(error));
      return;
    }
    toast.success(editing ? "Activity updated successfully" : "Activity logged successfully");
    onClose();
    onSaved();
  }

  return (
    <FormDialog<ActivityFormValues>
      title={editing ? "Edit Activity" : "Log Activity"}
      open={open}
      initialValues={initialValues}
      submitLabel={editing ? "Save Changes" : "Save"}
      submitting={creating || updating}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item label="Type *" messageVariables={{ label: "Type" }} name="type" rules={RULES.type}>
        <Select options={ACTIVITY_TYPES.map(({ value, label }) => ({ value, label }))} />
      </Form.Item>
      <Form.Item label="Title *" messageVariables={{ label: "Title" }} name="title" rules={RULES.title}>
        <Input placeholder="Follow-up call about the proposal" />
      </Form.Item>
      <Form.Item
        label="Date *"
        name="occurredAt"
        rules={[
          { required: true, message: "Date is required" },
          {
            validator: async (_rule, value: string) => {
              const moment = localDateTimeToIso(value);
              if (moment && Date.parse(moment) > Date.now()) throw new Error(ACTIVITY_MESSAGES.dateInFuture);
            },
          },
        ]}
      >
        <Input type="datetime-local" max={isoToLocalDateTime(new Date())} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={RULES.description}>
        <Input.TextArea rows={3} placeholder="What was discussed?" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Customer" name="customer">
            <CustomerPicker />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Company" name="company">
            <CompanyPicker placeholder="No company" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
