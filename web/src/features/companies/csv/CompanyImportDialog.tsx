import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Modal, Progress, Table } from "antd";
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
import { CsvColumnMapping, type ColumnMapping } from "#web/ui/CsvColumnMapping.tsx";
import { DIALOG_WIDTH } from "#web/ui/FormDialog.tsx";
import { downloadFile } from "#web/ui/downloadFile.ts";
import { checkCsvFile, parseCsvFile, type ParsedCsv } from "#web/ui/parseCsvFile.ts";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { useCompanyImport } from "./useCompanyImport.ts";
import "./companyCsv.css";

export type CompanyImportDialogProps = { open: boolean; onClose: () => void; onImported: () => void };

type Mapping = ColumnMapping<CompanyImportField>;

/** Companies → Import: choose a CSV file, map its columns, preview, import with progress, read the report. */
export function CompanyImportDialog({ open, onClose, onImported }: CompanyImportDialogProps) {
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<CompanyImportRowResult[] | null>(null);
  const importer = useCompanyImport();
  const importing = importer.progress !== null && results === null;

  function close() {
    setCsv(null);
    setMapping(null);
    setResults(null);
    setError(null);
    setUpdateExisting(false);
    importer.reset();
    onClose();
  }

  async function chooseFile(file: File | undefined) {
    setCsv(null);
    setError(null);
    if (!file) return;
    const refused = checkCsvFile(file);
    if (refused) return setError(refused);
    const parsed = await parseCsvFile(file);
    if (!parsed.ok) return setError(parsed.message);
    setCsv(parsed.csv);
    setMapping(guessCompanyMapping(parsed.csv.headers));
  }

  async function start() {
    if (!csv || !mapping) return;
    if (mapping.name === null) return setError(COMPANY_IMPORT_MESSAGES.noNameColumn);
    setError(null);
    try {
      setResults(await importer.run(mapCompanyRows(csv.rows, mapping), updateExisting));
      onImported();
    } catch (failure) {
      importer.reset();
      setError(serverMessage(failure));
    }
  }

  const footer = results ? (
    <>
      <Button onClick={() => downloadFile("import-report.csv", companyImportReportCsv(results), "text/csv")}>
        Download report
      </Button>
      <Button type="primary" onClick={close}>
        Done
      </Button>
    </>
  ) : (
    <>
      <Button onClick={close} disabled={importing}>
        Cancel
      </Button>
      <Button type="primary" onClick={() => void start()} disabled={!csv} loading={importing}>
        Import
      </Button>
    </>
  );

  return (
    <Modal
      title="Import Companies"
      open={open}
      onCancel={close}
      footer={footer}
      width={DIALOG_WIDTH}
      maskClosable={false}
    >
      {results ? (
        <CompanyImportReport results={results} />
      ) : (
        <div className="company-import">
          <label className="company-import-file">
            <span>CSV file (with a header row, up to 20 MB)</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={importing}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </label>
          {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
          {csv && mapping ? (
            <CsvColumnMapping
              csv={csv}
              fields={COMPANY_IMPORT_FIELDS}
              fieldLabels={COMPANY_IMPORT_FIELD_LABELS}
              mapping={mapping}
              onMappingChange={setMapping}
              mapRows={mapCompanyRows}
              updateExistingLabel="Update existing companies with the same domain"
              updateExisting={updateExisting}
              onUpdateExistingChange={setUpdateExisting}
              disabled={importing}
            />
          ) : null}
          {importer.progress ? (
            <Progress
              aria-label="Import progress"
              percent={Math.floor((importer.progress.done / Math.max(importer.progress.total, 1)) * 100)}
            />
          ) : null}
        </div>
      )}
    </Modal>
  );
}

function CompanyImportReport({ results }: { results: CompanyImportRowResult[] }) {
  const notImported = companyImportProblemLines(results);
  return (
    <div className="company-import">
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
    </div>
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
