import { useMutation, useQuery } from "@apollo/client/react";
import { Col, Form, Input, Row, Select } from "antd";
import { dealInput as dealRules, DEAL_STAGES, isOpenStage } from "#schema/deals/deals.rules.ts";
import {
  CreateDealDocument,
  DealContactsDocument,
  PatchDealDocument,
  SetDealContactRoleDocument,
  ViewerDocument,
  type DealCardFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { CompanyPicker, type CompanyChoice } from "./CompanyPicker.tsx";
import { CustomerPicker, type CustomerChoice } from "./CustomerPicker.tsx";
import { DealContactsField } from "./DealContactsField.tsx";
import { contactRoleChanges } from "./dealCompanyValues.ts";
import { dealStageDetails } from "./dealStages.ts";
import { MemberSelect } from "./MemberSelect.tsx";
import { FormDialog } from "../FormDialog.tsx";
import { DollarInput } from "../DollarInput.tsx";
import { schemaRules } from "../schemaRules.ts";
import { toast } from "../toast.tsx";
import { serverMessage } from "../userFacingError.ts";
import { isoToDay } from "./calendarDay.ts";
import { LostReasonFields } from "./LostReasonFields.tsx";
import { dealFormValues, dealInput, type DealFormValues } from "./dealFormValues.ts";

const RULES = { title: schemaRules(dealRules.shape.title) };
const STAGE_OPTIONS = DEAL_STAGES.map((stage) => ({ value: stage, label: dealStageDetails(stage).label }));

export type DealFormDialogProps = {
  open: boolean;
  /** The deal to edit; without one the dialog adds a deal. */
  deal?: DealCardFieldsFragment | null;
  /** A new deal's customer, when it is added from the customer's page. */
  customer?: CustomerChoice | null;
  /** A new deal's company, when it is added from the company's page. */
  company?: CompanyChoice | null;
  onClose: () => void;
};

/** The lists a saved deal shows in, refetched while on screen. */
export const DEAL_LISTS = ["DealBoard", "Deals", "DealDetail", "CustomerDetail"];

/** "Add Deal" or "Edit Deal": the deal form in a dialog that closes once saved. */
export function DealFormDialog({ open, deal, customer, company, onClose }: DealFormDialogProps) {
  const viewer = useQuery(ViewerDocument, { fetchPolicy: "cache-first" }).data?.viewer;
  const [createDeal, { loading: creating }] = useMutation(CreateDealDocument, { refetchQueries: DEAL_LISTS });
  const [patchDeal, { loading: patching }] = useMutation(PatchDealDocument, { refetchQueries: DEAL_LISTS });
  const [setContactRole, { loading: settingRoles }] = useMutation(SetDealContactRoleDocument, {
    refetchQueries: DEAL_LISTS,
  });
  // An edited deal's other contacts, read before the form opens; when they cannot be read, the form
  // leaves them out (and the deal keeps its own).
  const contactsQuery = useQuery(DealContactsDocument, {
    variables: { id: deal?.id ?? "" },
    skip: !deal || !open,
    fetchPolicy: "network-only",
  });
  const contacts = contactsQuery.data?.deal?.contacts;
  const ready = !deal || contacts !== undefined || contactsQuery.error !== undefined;
  const editing = deal ? { ...deal, contacts } : null;

  async function handleSubmit(values: DealFormValues) {
    const input = dealInput(values);
    let saved: DealCardFieldsFragment | undefined;
    try {
      saved = deal
        ? (await patchDeal({ variables: { id: deal.id, input } })).data?.patchDeal
        : (await createDeal({ variables: { input } })).data?.createDeal;
    } catch (error) {
      toast.error(deal ? "Failed to update deal" : "Failed to add deal", serverMessage(error));
      return;
    }
    if (!saved) return;
    // The contacts' roles, once the deal holds its contacts (a new contact's role, or a changed one).
    try {
      for (const change of contactRoleChanges(values, editing)) {
        await setContactRole({ variables: { dealId: saved.id, ...change } });
      }
    } catch (error) {
      toast.error("Failed to save a contact's role", serverMessage(error));
      return;
    }
    toast.success(deal ? "Deal updated successfully" : "Deal added successfully");
    onClose();
  }

  return (
    <FormDialog<DealFormValues>
      title={deal ? "Edit Deal" : "Add Deal"}
      name="deal"
      open={open && ready}
      initialValues={dealFormValues(editing, { ownerId: viewer?.id ?? null, customer, company })}
      submitLabel={deal ? "Save Changes" : "Add Deal"}
      submitting={creating || patching || settingRoles}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item label="Title *" messageVariables={{ label: "Title" }} name="title" rules={RULES.title}>
        <Input placeholder="Platform renewal" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Customer *" name="customer" rules={[{ required: true, message: "Customer is required" }]}>
            <CustomerPicker />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Company" name="company">
            <CompanyPicker placeholder="No company" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Stage" name="stage">
            <Select options={STAGE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Value (USD)" name="valueDollars">
            <DollarInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Owner" name="ownerId">
            <MemberSelect placeholder="No owner" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Expected Close Date" name="expectedCloseDay">
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item noStyle shouldUpdate={(before, after) => before.stage !== after.stage}>
        {({ getFieldValue }) =>
          isOpenStage(getFieldValue("stage")) ? null : (
            <Form.Item
              label="Close Date *"
              name="closeDay"
              rules={[{ required: true, message: "Close date is required" }]}
            >
              <Input type="date" max={isoToDay(new Date().toISOString())} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => before.stage !== after.stage}>
        {({ getFieldValue }) => (getFieldValue("stage") === "closed_lost" ? <LostReasonFields /> : null)}
      </Form.Item>
      {editing && !contacts ? null : <DealContactsField />}
    </FormDialog>
  );
}
