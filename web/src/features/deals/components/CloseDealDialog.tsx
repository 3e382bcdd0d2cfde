import { Form, Input } from "antd";
import type { DealStage } from "#web/graphql/generated/graphql.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { dayToIso, isoToDay } from "#web/ui/records/calendarDay.ts";
import { LostReasonFields, lostReasonInput, type LostReasonValues } from "#web/ui/records/LostReasonFields.tsx";

/** A drop that closes a deal, waiting for its close date (and, when lost, why). */
export type PendingClose = { dealId: string; stage: DealStage; index: number; title: string };

/** What closing asks: the moment it closed, and for a lost deal its reason and note. */
export type CloseDetails = { closedAt: string; lostReason?: string | null; lostNote?: string };

export type CloseDealDialogProps = {
  pending: PendingClose | null;
  onCancel: () => void;
  /** With the close date as a moment (now for today), and the reason when lost. */
  onConfirm: (details: CloseDetails) => void;
};

type CloseValues = { closeDay: string } & LostReasonValues;

/**
 * "Close as won" or "Close as lost": asks the day the deal closed (today unless changed) and, for a
 * lost deal, the reason (from the workspace's list) and a note, before moving it.
 */
export function CloseDealDialog({ pending, onCancel, onConfirm }: CloseDealDialogProps) {
  const today = isoToDay(new Date().toISOString());
  const lost = pending?.stage === "closed_lost";
  const outcome = lost ? "lost" : "won";

  function confirm({ closeDay, ...reason }: CloseValues) {
    const closedAt = dayToIso(closeDay) ?? new Date().toISOString();
    onConfirm(lost ? { closedAt, ...lostReasonInput(reason) } : { closedAt });
  }

  return (
    <FormDialog<CloseValues>
      title={`Close as ${outcome}`}
      name="close-deal"
      open={pending !== null}
      initialValues={{ closeDay: today }}
      submitLabel={`Close as ${outcome}`}
      onCancel={onCancel}
      onSubmit={confirm}
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
      {lost ? <LostReasonFields /> : null}
    </FormDialog>
  );
}
