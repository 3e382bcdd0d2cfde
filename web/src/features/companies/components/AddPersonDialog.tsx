import { useMutation } from "@apollo/client/react";
import { Checkbox, Col, Form, Input, Row, Segmented } from "antd";
import { customerInput as customerRules } from "#schema/customers/customers.rules.ts";
import { CreateCustomerDocument, LinkCustomerToCompanyDocument } from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { CustomerPicker, type CustomerChoice } from "#web/ui/records/CustomerPicker.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { ROLE_RULES } from "./EditRoleDialog.tsx";

type Mode = "existing" | "new";

export type AddPersonValues = {
  mode: Mode;
  customer?: CustomerChoice | null;
  name?: string;
  email?: string;
  role?: string;
  primary?: boolean;
};

const NAME_RULES = schemaRules(customerRules.shape.name);
const EMAIL_RULES = schemaRules(customerRules.shape.email);
const MODES = [
  { value: "existing", label: "Existing person" },
  { value: "new", label: "New person" },
];

export type AddPersonDialogProps = {
  company: { id: string; name: string };
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
};

/**
 * "Add Person to <company>": links an existing person (found by searching) with a role, made their
 * primary company when ticked (or when it is their first); or creates a new person whose primary
 * company it is.
 */
export function AddPersonDialog({ company, open, onClose, onAdded }: AddPersonDialogProps) {
  const [link, { loading: linking }] = useMutation(LinkCustomerToCompanyDocument);
  const [createCustomer, { loading: creating }] = useMutation(CreateCustomerDocument);

  async function addPerson(values: AddPersonValues): Promise<string> {
    const role = values.role?.trim() ?? "";
    if (values.mode === "existing") {
      const customerId = values.customer?.value ?? "";
      // Unticked, the server decides: a person's first company is their primary one.
      const primary = values.primary ? true : null;
      await link({ variables: { customerId, companyId: company.id, role, primary } });
      return values.customer?.label ?? "";
    }
    const { data } = await createCustomer({
      variables: {
        input: { name: values.name?.trim() ?? "", email: values.email?.trim() ?? "", companyId: company.id },
      },
    });
    const created = data?.createCustomer;
    if (created && role) {
      await link({ variables: { customerId: created.id, companyId: company.id, role } });
    }
    return created?.name ?? "";
  }

  async function handleSubmit(values: AddPersonValues) {
    let name: string;
    try {
      name = await addPerson(values);
    } catch (error) {
      toast.error("Failed to add person", serverMessage(error));
      return;
    }
    toast.success(`${name} added to ${company.name}`);
    onClose();
    onAdded();
  }

  return (
    <FormDialog<AddPersonValues>
      title={`Add Person to ${company.name}`}
      name="person"
      open={open}
      initialValues={{ mode: "existing", customer: null, name: "", email: "", role: "", primary: false }}
      submitLabel="Add Person"
      submitting={linking || creating}
      onCancel={onClose}
      onSubmit={handleSubmit}
    >
      <Form.Item name="mode">
        <Segmented options={MODES} aria-label="Who to add" block />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => before.mode !== after.mode}>
        {({ getFieldValue }) =>
          getFieldValue("mode") === "new" ? (
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item label="Full Name *" messageVariables={{ label: "Full Name" }} name="name" rules={NAME_RULES}>
                  <Input placeholder="John Doe" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Email *" messageVariables={{ label: "Email" }} name="email" rules={EMAIL_RULES}>
                  <Input type="email" placeholder="john@example.com" autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
          ) : (
            <Form.Item label="Person *" name="customer" rules={[{ required: true, message: "Person is required" }]}>
              <CustomerPicker />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item label="Role" name="role" rules={ROLE_RULES}>
        <Input placeholder="Head of Purchasing" autoComplete="off" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => before.mode !== after.mode}>
        {({ getFieldValue }) =>
          getFieldValue("mode") === "new" ? null : (
            <Form.Item name="primary" valuePropName="checked">
              <Checkbox>{`Make ${company.name} their primary company`}</Checkbox>
            </Form.Item>
          )
        }
      </Form.Item>
    </FormDialog>
  );
}
