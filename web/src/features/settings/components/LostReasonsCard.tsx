import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Flex, Form, Input, Spin } from "antd";
import { lostReason, lostReasonsInput, MAX_LOST_REASONS } from "#schema/deals/lost-reasons.rules.ts";
import { LostReasonsDocument, SetLostReasonsDocument } from "#web/graphql/generated/graphql.ts";
import { firstIssueMessage, schemaRules } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

const REASON_RULES = schemaRules(lostReason);

type LostReasonsValues = { reasons: string[] };

/**
 * The reasons a deal closing as lost offers: owners add, rename, remove and reorder them, then save
 * the list at once. Deals already lost keep the reason they were given.
 */
export function LostReasonsCard() {
  const { data, loading, error } = useQuery(LostReasonsDocument, { fetchPolicy: "cache-and-network" });
  const [setLostReasons, { loading: saving }] = useMutation(SetLostReasonsDocument, {
    refetchQueries: [LostReasonsDocument],
  });

  async function save(reasons: string[]) {
    try {
      await setLostReasons({ variables: { reasons } });
    } catch (failure) {
      toast.error("Failed to save the lost reasons", serverMessage(failure));
      return;
    }
    toast.success("Lost reasons saved");
  }

  function body() {
    if (data) return <LostReasonsForm reasons={data.lostReasons} saving={saving} onSave={save} />;
    if (error) return <Alert type="error" showIcon title="Failed to load the lost reasons" />;
    return <Spin spinning={loading} />;
  }

  return (
    <Card title="Lost reasons">
      <p className="settings-note">Closing a deal as lost asks for one of these, in this order, and a note.</p>
      {body()}
    </Card>
  );
}

export type LostReasonsFormProps = {
  reasons: readonly string[];
  saving: boolean;
  /** With the list as it will be saved (trimmed), once every rule passes. */
  onSave: (reasons: string[]) => void;
};

/** The editable list: rename in place, move up and down, remove, add; saved at once. */
export function LostReasonsForm({ reasons, saving, onSave }: LostReasonsFormProps) {
  function finish(values: LostReasonsValues) {
    const checked = lostReasonsInput.safeParse(values);
    if (!checked.success) {
      toast.error("Failed to save the lost reasons", firstIssueMessage(checked.error));
      return;
    }
    onSave(checked.data.reasons);
  }

  return (
    <Form<LostReasonsValues>
      name="lost-reasons"
      className="settings-form"
      layout="vertical"
      requiredMark={false}
      initialValues={{ reasons: [...reasons] }}
      onFinish={finish}
    >
      <Form.List name="reasons">
        {(fields, { add, remove, move }) => (
          <ol className="lost-reasons-list" aria-label="Lost reasons">
            {fields.map((field, index) => (
              <li key={field.key}>
                <Flex gap="small" align="start">
                  <Form.Item name={field.name} rules={REASON_RULES} className="lost-reasons-field">
                    <Input aria-label={`Reason ${index + 1}`} />
                  </Form.Item>
                  <Button
                    icon={<ArrowUpOutlined />}
                    aria-label={`Move reason ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    aria-label={`Move reason ${index + 1} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove reason ${index + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  />
                </Flex>
              </li>
            ))}
            <li>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_LOST_REASONS}
                onClick={() => add("")}
                className="lost-reasons-add"
              >
                Add reason
              </Button>
            </li>
          </ol>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save reasons
      </Button>
    </Form>
  );
}
