import { dirname, extname } from 'node:path';
import { TournamentError } from '../errors';
import { FileWriteError, writeFileDurably } from '../store/durable-write';
import { errnoWords, nodeFiles, type StoreFiles } from '../store/store-files';
import { formatReport, type ReportFormat } from './format';
import type { TournamentReport } from './standings';

/** The format a report file's name asks for: `.json` JSON, `.md` Markdown, else the table. */
export function reportFormatOf(file: string): ReportFormat {
  const ext = extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.md' || ext === '.markdown' ? 'markdown' : 'table';
}

/**
 * Writes the report to `file` — nothing but the report, in `format` (default: by the file's
 * extension, see {@link reportFormatOf}) — the way the store is written: whole or not at all.
 * Its folder is made if need be.
 * Throws `REPORT_WRITE_FAILED` naming the file and why.
 */
export function writeReport(
  file: string,
  report: TournamentReport,
  format: ReportFormat = reportFormatOf(file),
  files: StoreFiles = nodeFiles,
): void {
  const text = formatReport(report, format);
  try {
    try {
      files.mkdirSync(dirname(file), { recursive: true });
    } catch (error) {
      throw new FileWriteError(file, `its folder cannot be made: ${errnoWords(error)}`, {
        cause: error,
      });
    }
    writeFileDurably(files, file, Buffer.from(text.endsWith('\n') ? text : `${text}\n`));
  } catch (error) {
    if (!(error instanceof FileWriteError)) throw error;
    throw new TournamentError(
      'REPORT_WRITE_FAILED',
      `Could not write the report ${file}: ${error.reason}. Give a file in a folder you can write.`,
      { cause: error },
    );
  }
}
