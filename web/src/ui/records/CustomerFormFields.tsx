import { Col, Form, Input, Row, Select } from "antd";
import { CompanyNameInput } from "./CompanyNameInput.tsx";
import { customerInput } from "#schema/customers/customers.rules.ts";
import { DollarInput } from "../DollarInput.tsx";
import { schemaRules } from "../schemaRules.ts";
import { CUSTOMER_STATUSES } from "./customerStatus.ts";

const STATUS_OPTIONS = CUSTOMER_STATUSES.map(({ value, label }) => ({ value, label }));
const { shape } = customerInput;
const RULES = {
  name: schemaRules(shape.name),
  email: schemaRules(shape.email),
  phone: schemaRules(shape.phone),
  company: schemaRules(shape.company),
  notes: schemaRules(shape.notes),
};

/**
 * The customer form's fields (add and edit share them); name and email are required. Company suggests
 * the workspace's companies as one types; a picked one is kept in the hidden companyId field.
 */
export function CustomerFormFields() {
  const form = Form.useFormInstance();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Full Name *" messageVariables={{ label: "Full Name" }} name="name" rules={RULES.name}>
            <Input placeholder="John Doe" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Email *" messageVariables={{ label: "Email" }} name="email" rules={RULES.email}>
            <Input type="email" placeholder="john@example.com" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone" rules={RULES.phone}>
            <Input type="tel" placeholder="+1 (555) 123-4567" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Company" name="company" rules={RULES.company}>
            <CompanyNameInput
              placeholder="Acme Corp"
              onPick={(companyId) => form.setFieldValue("companyId", companyId)}
            />
          </Form.Item>
          <Form.Item name="companyId" hidden>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Status" name="status">
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Value (USD)" name="valueDollars">
            <DollarInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Notes" name="notes" rules={RULES.notes}>
        <Input.TextArea rows={4} placeholder="Add any additional notes..." />
      </Form.Item>
    </>
  );
}
