import { useQuery } from "@apollo/client/react";
import { Form, Input, Select } from "antd";
import { lostReasonFields, MAX_LOST_NOTE_LENGTH } from "#schema/deals/lost-reasons.rules.ts";
import { LostReasonsDocument } from "#web/graphql/generated/graphql.ts";
import { schemaRules } from "../schemaRules.ts";

const NOTE_RULES = schemaRules(lostReasonFields.lostNote);

export type LostReasonValues = { lostReason?: string; lostNote?: string };

/**
 * Why a deal was lost: one of the workspace's reasons (required) and a note in the person's words.
 * Inside a form, for the close dialog and the deal form.
 */
export function LostReasonFields() {
  const { data, loading } = useQuery(LostReasonsDocument, { fetchPolicy: "cache-and-network" });
  return (
    <>
      <Form.Item label="Reason *" name="lostReason" rules={[{ required: true, message: "Reason is required" }]}>
        <Select
          loading={loading}
          placeholder="Why was it lost?"
          options={(data?.lostReasons ?? []).map((reason) => ({ value: reason, label: reason }))}
        />
      </Form.Item>
      <Form.Item label="Note" name="lostNote" rules={NOTE_RULES}>
        <Input.TextArea rows={3} maxLength={MAX_LOST_NOTE_LENGTH} placeholder="Anything more to remember about it?" />
      </Form.Item>
    </>
  );
}

/** The move's or the deal's lost fields for the form's values, the note trimmed (empty: none). */
export function lostReasonInput(values: LostReasonValues): { lostReason: string | null; lostNote: string } {
  return { lostReason: values.lostReason ?? null, lostNote: values.lostNote?.trim() ?? "" };
}
