import { UploadOutlined } from "@ant-design/icons";
import { Button, Table } from "antd";
import { useState } from "react";
import {
  COMPANY_IMPORT_FIELD_LABELS,
  COMPANY_IMPORT_FIELDS,
  COMPANY_IMPORT_MESSAGES,
  guessCompanyMapping,
  mapCompanyRows,
  type CompanyImportField,
  type CompanyImportRowResult,
} from "#schema/companies/companies.import.rules.ts";
import {
  companyImportProblemLines,
  companyImportReportCsv,
  companyImportSummaryText,
  summarizeCompanyImport,
} from "#schema/companies/companies.import-report.text.ts";
import { CsvImportDialog, type CsvImportRules } from "#web/ui/CsvImportDialog.tsx";
import { useCompanyImport } from "./useCompanyImport.ts";

export type CompanyImportDialogProps = { open: boolean; onClose: () => void; onImported: () => void };

const COMPANY_IMPORT: CsvImportRules<CompanyImportField, CompanyImportRowResult> = {
  fields: COMPANY_IMPORT_FIELDS,
  fieldLabels: COMPANY_IMPORT_FIELD_LABELS,
  guessMapping: guessCompanyMapping,
  mapRows: mapCompanyRows,
  missingColumn: (mapping) => (mapping.name === null ? COMPANY_IMPORT_MESSAGES.noNameColumn : null),
  reportCsv: companyImportReportCsv,
};

/** Companies → Import: choose a CSV file, map its columns, preview, import with progress, read the report. */
export function CompanyImportDialog({ open, onClose, onImported }: CompanyImportDialogProps) {
  const importer = useCompanyImport();
  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      title="Import Companies"
      updateExistingLabel="Update existing companies with the same domain"
      rules={COMPANY_IMPORT}
      importer={importer}
      renderReport={(results) => <CompanyImportReport results={results} />}
    />
  );
}

function CompanyImportReport({ results }: { results: CompanyImportRowResult[] }) {
  const notImported = companyImportProblemLines(results);
  return (
    <>
      <p role="status">Import finished: {companyImportSummaryText(summarizeCompanyImport(results))}.</p>
      {notImported.length > 0 ? (
        <Table
          size="small"
          rowKey="key"
          dataSource={notImported}
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

export type CompanyImportButtonProps = { onImported: () => void };

/** Companies → Import: the toolbar's button and the dialog it opens. */
export function CompanyImportButton({ onImported }: CompanyImportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <CompanyImportDialog open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}
