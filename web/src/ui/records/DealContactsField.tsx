import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input } from "antd";
import { optionalField } from "#core/text.rules.ts";
import { schemaRules } from "../schemaRules.ts";
import { CustomerPicker } from "./CustomerPicker.tsx";
import "./dealContacts.css";

const ROLE_RULES = schemaRules(optionalField("Role", 200));

export const PRIMARY_ALSO_CONTACT = "The primary contact cannot also be another contact";

/**
 * A deal's other contacts (the customer is its primary contact), each a person with their role in
 * the deal: the form list `contacts` of { customer, role }.
 */
export function DealContactsField() {
  return (
    <Form.List name="contacts">
      {(fields, { add, remove }) => (
        <fieldset className="deal-contacts">
          <legend className="deal-contacts-legend">Other Contacts</legend>
          {fields.map((field, index) => (
            <div key={field.key} className="deal-contact">
              <Form.Item
                className="deal-contact-person"
                label={`Contact ${index + 1}`}
                name={[field.name, "customer"]}
                dependencies={["customer"]}
                rules={[
                  { required: true, message: "Contact is required" },
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: { value: string } | null | undefined) => {
                      if (value && value.value === getFieldValue("customer")?.value) {
                        throw new Error(PRIMARY_ALSO_CONTACT);
                      }
                    },
                  }),
                ]}
              >
                <CustomerPicker />
              </Form.Item>
              <Form.Item
                className="deal-contact-role"
                label={`Role of contact ${index + 1}`}
                name={[field.name, "role"]}
                rules={ROLE_RULES}
              >
                <Input placeholder="Decision maker" autoComplete="off" />
              </Form.Item>
              <Button
                className="deal-contact-remove"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove contact ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ customer: null, role: "" })}>
            Add Contact
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
