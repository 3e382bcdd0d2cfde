import { Table } from "antd";
import {
  guessMapping,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  mapRows,
  type ImportField,
  type ImportRowResult,
} from "#schema/customers/customers.import.rules.ts";
import {
  companyMatchText,
  countCompanyMatches,
  problemLines,
  reportCsv,
  summarize,
  summaryText,
} from "#schema/customers/customers.import-report.text.ts";
import { CsvImportDialog, type CsvImportRules } from "#web/ui/CsvImportDialog.tsx";
import { useCustomerImport } from "../hooks/useCustomerImport.ts";

export type CustomerImportDialogProps = { open: boolean; onClose: () => void; onImported: () => void };

const CUSTOMER_IMPORT: CsvImportRules<ImportField, ImportRowResult> = {
  fields: IMPORT_FIELDS,
  fieldLabels: IMPORT_FIELD_LABELS,
  guessMapping,
  mapRows,
  missingColumn: (mapping) => (mapping.email === null ? IMPORT_MESSAGES.noEmailColumn : null),
  reportCsv,
};

/** Customers → Import: choose a CSV file, map its columns, preview, import with progress, read the report. */
export function CustomerImportDialog({ open, onClose, onImported }: CustomerImportDialogProps) {
  const importer = useCustomerImport();
  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      title="Import Customers"
      updateExistingLabel="Update existing customers with the same email"
      rules={CUSTOMER_IMPORT}
      importer={importer}
      renderReport={(results) => <ImportReport results={results} />}
    />
  );
}

function ImportReport({ results }: { results: ImportRowResult[] }) {
  const rejected = problemLines(results);
  const companies = companyMatchText(countCompanyMatches(results));
  return (
    <>
      <p role="status">Import finished: {summaryText(summarize(results))}.</p>
      {companies ? <p>{companies}</p> : null}
      {rejected.length > 0 ? (
        <Table
          size="small"
          rowKey="key"
          dataSource={rejected}
          caption="Rows not imported"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: "Line", dataIndex: "line" },
            { title: "Field", dataIndex: "field" },
            { title: "Message", dataIndex: "message" },
          ]}
        />
      ) : null}
    </>
  );
}
