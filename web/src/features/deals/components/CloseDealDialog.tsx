import { Form, Input } from "antd";
import type { DealStage } from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { dayToIso, isoToDay } from "#web/ui/records/calendarDay.ts";

/** A drop that closes a deal, waiting for its close date. */
export type PendingClose = { dealId: string; stage: DealStage; index: number; title: string };

export type CloseDealDialogProps = {
  pending: PendingClose | null;
  onCancel: () => void;
  /** With the close date as a moment (now for today). */
  onConfirm: (closedAt: string) => void;
};

type CloseDateValues = { closeDay: string };

/** "Close as won" or "Close as lost": asks the day the deal closed (today unless changed), before moving it. */
export function CloseDealDialog({ pending, onCancel, onConfirm }: CloseDealDialogProps) {
  const today = isoToDay(new Date().toISOString());
  const outcome = pending?.stage === "closed_lost" ? "lost" : "won";
  return (
    <FormDialog<CloseDateValues>
      title={`Close as ${outcome}`}
      name="close-deal"
      open={pending !== null}
      initialValues={{ closeDay: today }}
      submitLabel={`Close as ${outcome}`}
      onCancel={onCancel}
      onSubmit={({ closeDay }) => onConfirm(dayToIso(closeDay) ?? new Date().toISOString())}
    >
      <p>{`When was “${pending?.title ?? ""}” ${outcome}?`}</p>
      <Form.Item
        label="Close date *"
        name="closeDay"
        rules={[
          { required: true, message: "Close date is required" },
          {
            validator: async (_rule, day: string) => {
              if (day > today) throw new Error("Close date cannot be in the future");
            },
          },
        ]}
      >
        <Input type="date" max={today} />
      </Form.Item>
    </FormDialog>
  );
}
