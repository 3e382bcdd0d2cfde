import { Col, Form, Input, InputNumber, Row, Select } from "antd";
import { companyInput } from "#schema/companies/companies.rules.ts";
import { MemberSelect } from "#web/ui/records/MemberSelect.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";

const { shape } = companyInput;
const RULES = {
  name: schemaRules(shape.name),
  domains: schemaRules(shape.domains),
  industry: schemaRules(shape.industry),
  size: schemaRules(shape.size),
  phone: schemaRules(shape.phone),
  website: schemaRules(shape.website),
  address: schemaRules(shape.address),
  notes: schemaRules(shape.notes),
};

/** The company form's fields (add and edit share them); only the name is required. */
export function CompanyFormFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Name *" messageVariables={{ label: "Name" }} name="name" rules={RULES.name}>
            <Input placeholder="Acme Corp" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Domains"
            name="domains"
            rules={RULES.domains}
            extra="People added later with an e-mail at one of these domains are linked to the company."
          >
            <Select mode="tags" tokenSeparators={[",", " "]} open={false} suffixIcon={null} placeholder="acme.com" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Industry" name="industry" rules={RULES.industry}>
            <Input placeholder="Software" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Employees" name="size" rules={RULES.size}>
            <InputNumber min={0} precision={0} placeholder="50" style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone" rules={RULES.phone}>
            <Input type="tel" placeholder="+1 (555) 123-4567" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Website" name="website" rules={RULES.website}>
            <Input type="url" placeholder="https://acme.com" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Address" name="address" rules={RULES.address}>
            <Input placeholder="1 Main Street, Springfield" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Owner" name="ownerId">
            <MemberSelect placeholder="No owner" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Notes" name="notes" rules={RULES.notes}>
        <Input.TextArea rows={4} placeholder="Add any additional notes..." />
      </Form.Item>
    </>
  );
}
