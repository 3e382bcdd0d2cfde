import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, Form, Select } from "antd";
import { useMemo } from "react";
import { SetWorkspaceTimeZoneDocument, WorkspaceTimeZoneDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { browserTimeZone, timeZoneOptions } from "../utils/timeZoneOptions.ts";

/** An owner sets the time zone the workspace's exports and reports give dates in. */
export function WorkspaceTimeZoneCard() {
  const { data } = useQuery(WorkspaceTimeZoneDocument);
  const [setTimeZone, { loading }] = useMutation(SetWorkspaceTimeZoneDocument);
  const [form] = Form.useForm<{ timeZone: string }>();
  const options = useMemo(() => timeZoneOptions(), []);
  const current = data?.viewer?.currentWorkspace?.timeZone;
  const browser = browserTimeZone();

  async function save(timeZone: string) {
    try {
      await setTimeZone({ variables: { timeZone } });
    } catch (error) {
      toast.error("Failed to change the time zone", serverMessage(error));
      return;
    }
    form.setFieldsValue({ timeZone });
    toast.success("Time zone saved");
  }

  return (
    <Card title="Time zone">
      <p className="settings-note">Exports and reports give dates in this time zone.</p>
      {current ? (
        <Form<{ timeZone: string }>
          form={form}
          name="workspace-time-zone"
          className="settings-form"
          layout="vertical"
          requiredMark={false}
          initialValues={{ timeZone: current }}
          onFinish={({ timeZone }) => save(timeZone)}
        >
          <Form.Item label="Workspace time zone" name="timeZone">
            <Select showSearch={{ optionFilterProp: "label" }} options={options} />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={loading}>
            {loading ? "Saving..." : "Save time zone"}
          </Button>
          {browser !== current ? (
            <Button type="link" disabled={loading} onClick={() => save(browser)}>
              Use my time zone ({browser.replaceAll("_", " ")})
            </Button>
          ) : null}
        </Form>
      ) : null}
    </Card>
  );
}
