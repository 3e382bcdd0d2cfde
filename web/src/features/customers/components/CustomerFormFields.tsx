import { Col, Form, Input, InputNumber, Row, Select } from "antd";
import { CUSTOMER_STATUSES } from "../utils/customerStatus.ts";

const STATUS_OPTIONS = CUSTOMER_STATUSES.map(({ value, label }) => ({ value, label }));

/** The largest value the server accepts, in dollars ($20,000,000). */
const MAX_VALUE_DOLLARS = 20_000_000;

/** The customer form's fields (add and edit share them); name and email are required. */
export function CustomerFormFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Full Name *"
            messageVariables={{ label: "Full Name" }}
            name="name"
            rules={[{ required: true, whitespace: true }]}
          >
            <Input placeholder="John Doe" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Email *"
            messageVariables={{ label: "Email" }}
            name="email"
            rules={[{ required: true, whitespace: true }, { type: "email" }]}
          >
            <Input type="email" placeholder="john@example.com" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone">
            <Input type="tel" placeholder="+1 (555) 123-4567" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Company" name="company">
            <Input placeholder="Acme Corp" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Status" name="status">
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Value (USD)" name="valueDollars">
            <InputNumber<number> min={0} max={MAX_VALUE_DOLLARS} precision={2} prefix="$" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Notes" name="notes">
        <Input.TextArea rows={4} placeholder="Add any additional notes..." />
      </Form.Item>
    </>
  );
}
