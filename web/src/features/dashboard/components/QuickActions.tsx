import { CheckSquareOutlined, FileTextOutlined, MessageOutlined, UserAddOutlined } from "@ant-design/icons";
import { Button, Card, Flex } from "antd";
import { useState } from "react";
import { LogActivityDialog } from "#web/ui/records/LogActivityDialog.tsx";
import { CustomerFormDialog } from "#web/ui/records/CustomerFormDialog.tsx";
import { CreateTaskDialog } from "#web/ui/records/CreateTaskDialog.tsx";
import { useGenerateReport } from "../hooks/useGenerateReport.ts";
import type { ReportStage } from "../utils/reportCsv.ts";

type OpenDialog = "customer" | "task" | "activity" | null;

export type QuickActionsProps = {
  /** The pipeline figures the report ends with. */
  pipeline: ReadonlyArray<ReportStage>;
  /** Called after anything was saved, so the dashboard can reload. */
  onSaved: () => void;
};

export function QuickActions({ pipeline, onSaved }: QuickActionsProps) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const { generate, generating } = useGenerateReport(pipeline);
  const close = () => setOpenDialog(null);

  return (
    <Card title="Quick Actions">
      <Flex vertical gap="small">
        <Button block icon={<UserAddOutlined />} onClick={() => setOpenDialog("customer")}>
          Add Customer
        </Button>
        <Button block icon={<CheckSquareOutlined />} onClick={() => setOpenDialog("task")}>
          Create Task
        </Button>
        <Button block icon={<MessageOutlined />} onClick={() => setOpenDialog("activity")}>
          Log Activity
        </Button>
        <Button block icon={<FileTextOutlined />} loading={generating} onClick={() => void generate()}>
          Generate Report
        </Button>
      </Flex>
      <CustomerFormDialog open={openDialog === "customer"} onClose={close} onSaved={onSaved} />
      <CreateTaskDialog open={openDialog === "task"} onClose={close} onSaved={onSaved} />
      <LogActivityDialog open={openDialog === "activity"} onClose={close} onSaved={onSaved} />
    </Card>
  );
}
