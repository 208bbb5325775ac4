/** The table formats `export` writes; apart from the writer (export-files.ts) so the command line can list them in its options without loading the reports code. */
export const EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
