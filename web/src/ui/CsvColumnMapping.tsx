import { Checkbox, Select, Table } from "antd";
import { useId } from "react";
import type { ParsedCsv } from "./parseCsvFile.ts";
import "./csvColumnMapping.css";

const PREVIEW_ROWS = 5;
const NOT_IMPORTED = -1;

/** Which column of the file each field takes its value from; null where the field is not imported. */
export type ColumnMapping<Field extends string> = Record<Field, number | null>;

/** A row of the file as it would be imported: its line and its fields' values. */
export type MappedRow<Field extends string> = { line: number } & Partial<Record<Field, string | null>>;

export type CsvColumnMappingProps<Field extends string> = {
  csv: ParsedCsv;
  /** The fields an import fills, in the order they are offered, and the name each is shown with. */
  fields: readonly Field[];
  fieldLabels: Record<Field, string>;
  mapping: ColumnMapping<Field>;
  onMappingChange: (mapping: ColumnMapping<Field>) => void;
  /** The file's rows as the import would read them with a mapping, for the preview. */
  mapRows: (rows: readonly (readonly string[])[], mapping: ColumnMapping<Field>) => MappedRow<Field>[];
  /** The checkbox that has rows already there updated: "Update existing customers with the same email". */
  updateExistingLabel: string;
  updateExisting: boolean;
  onUpdateExistingChange: (updateExisting: boolean) => void;
  /** While the import runs nothing can be changed. */
  disabled: boolean;
};

/**
 * An import's mapping step: the file's size, a column for each field (guessed from the headers, changed
 * here), whether rows already there are updated, and a preview of the first rows as they would be read.
 */
export function CsvColumnMapping<Field extends string>({
  csv,
  fields,
  fieldLabels,
  mapping,
  onMappingChange,
  mapRows,
  updateExistingLabel,
  updateExisting,
  onUpdateExistingChange,
  disabled,
}: CsvColumnMappingProps<Field>) {
  const labelId = useId();
  const columnOptions = [
    { value: NOT_IMPORTED, label: "Not imported" },
    ...csv.headers.map((header, column) => ({ value: column, label: header || `Column ${column + 1}` })),
  ];
  return (
    <>
      <p>
        {csv.rows.length.toLocaleString("en-US")} {csv.rows.length === 1 ? "row" : "rows"}. Match each field to a column
        of the file:
      </p>
      <div className="csv-column-mapping">
        {fields.map((field) => (
          <label key={field}>
            <span id={`${labelId}-${field}`}>{fieldLabels[field]}</span>
            <Select<number>
              aria-labelledby={`${labelId}-${field}`}
              value={mapping[field] ?? NOT_IMPORTED}
              disabled={disabled}
              onChange={(column) => onMappingChange({ ...mapping, [field]: column === NOT_IMPORTED ? null : column })}
              options={columnOptions}
            />
          </label>
        ))}
      </div>
      <Checkbox
        checked={updateExisting}
        disabled={disabled}
        onChange={(event) => onUpdateExistingChange(event.target.checked)}
      >
        {updateExistingLabel}
      </Checkbox>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey="line"
        dataSource={mapRows(csv.rows.slice(0, PREVIEW_ROWS), mapping)}
        caption="Preview of the first rows"
        columns={[
          { title: "Line", dataIndex: "line" },
          ...fields
            .filter((field) => mapping[field] !== null)
            .map((field) => ({ title: fieldLabels[field], dataIndex: field })),
        ]}
      />
    </>
  );
}
