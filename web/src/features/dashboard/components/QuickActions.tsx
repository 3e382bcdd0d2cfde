import { CheckSquareOutlined, FileTextOutlined, MessageOutlined, UserAddOutlined } from "@ant-design/icons";
import { Button, Card, Flex } from "antd";
import { useState } from "react";
import { LogActivityDialog } from "#web/ui/records/LogActivityDialog.tsx";
import { CustomerFormDialog } from "#web/ui/records/CustomerFormDialog.tsx";
import { CreateTaskDialog } from "#web/ui/records/CreateTaskDialog.tsx";

/** The server's dashboard report (REST GET /api/dashboard/report.csv, GraphQL dashboardReport). */
export const DASHBOARD_REPORT_URL = "/api/dashboard/report.csv";

type OpenDialog = "customer" | "task" | "activity" | null;

export type QuickActionsProps = {
  /** Called after anything was saved, so the dashboard can reload. */
  onSaved: () => void;
};

export function QuickActions({ onSaved }: QuickActionsProps) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
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
        {/* A plain download link: the browser saves the server's CSV report itself. */}
        <Button block icon={<FileTextOutlined />} href={DASHBOARD_REPORT_URL} download>
          Generate Report
        </Button>
      </Flex>
      <CustomerFormDialog open={openDialog === "customer"} onClose={close} onSaved={onSaved} />
      <CreateTaskDialog open={openDialog === "task"} onClose={close} onSaved={onSaved} />
      <LogActivityDialog open={openDialog === "activity"} onClose={close} onSaved={onSaved} />
    </Card>
  );
}
