import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Form, Input, Select } from "antd";
import { FEATURE_ICONS } from "#schema/content/feature-icons.rules.ts";
import { featureBlockInput } from "#schema/content/landing-lists.rules.ts";
import {
  AddFeatureBlockDocument,
  AdminFeatureBlocksDocument,
  DeleteFeatureBlockDocument,
  ReorderFeatureBlocksDocument,
  UpdateFeatureBlockDocument,
  type FeatureBlockFieldsFragment,
  type FeatureBlockInput,
} from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";
import { LandingListEditor } from "./LandingListEditor.tsx";

const { shape } = featureBlockInput;
const RULES = {
  icon: schemaRules(shape.icon, "Icon is required"),
  title: schemaRules(shape.title),
  description: schemaRules(shape.description),
};

const iconLabel = (icon: string) => icon.charAt(0).toUpperCase() + icon.slice(1);
const ICON_OPTIONS = FEATURE_ICONS.map((icon) => ({ value: icon, label: iconLabel(icon) }));

function FeatureBlockFields() {
  return (
    <>
      <Form.Item label="Icon" name="icon" rules={RULES.icon}>
        <Select options={ICON_OPTIONS} />
      </Form.Item>
      <Form.Item label="Title" name="title" rules={RULES.title}>
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={RULES.description}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}

function FeatureBlockSummary({ block }: { block: FeatureBlockFieldsFragment }) {
  return (
    <>
      <h2>{block.title}</h2>
      <p>{block.description}</p>
      <p className="landing-list-meta">Icon: {iconLabel(block.icon)}</p>
    </>
  );
}

const formValues = (block: FeatureBlockFieldsFragment | null): Partial<FeatureBlockInput> =>
  block ? { icon: block.icon, title: block.title, description: block.description } : {};

/** The landing page's feature blocks: add, edit, delete and reorder. */
export function FeatureBlocksEditor() {
  const { data, loading } = useQuery(AdminFeatureBlocksDocument);
  const reload = { refetchQueries: [AdminFeatureBlocksDocument], awaitRefetchQueries: true };
  const [addBlock] = useMutation(AddFeatureBlockDocument, reload);
  const [updateBlock] = useMutation(UpdateFeatureBlockDocument, reload);
  const [deleteBlock] = useMutation(DeleteFeatureBlockDocument, reload);
  const [reorderBlocks] = useMutation(ReorderFeatureBlocksDocument, reload);

  if (!data) {
    return loading ? <LoadingScreen /> : <Alert type="error" title="Failed to load feature blocks" showIcon />;
  }
  return (
    <LandingListEditor<FeatureBlockFieldsFragment, FeatureBlockInput>
      list="featureBlocks"
      entries={data.featureBlocks}
      nameOf={(block) => block.title}
      renderEntry={(block) => <FeatureBlockSummary block={block} />}
      fields={<FeatureBlockFields />}
      formValues={formValues}
      save={(input, block) =>
        block ? updateBlock({ variables: { id: block.id, input } }) : addBlock({ variables: { input } })
      }
      remove={(block) => deleteBlock({ variables: { id: block.id } })}
      reorder={(ids) => reorderBlocks({ variables: { ids } })}
    />
  );
}
