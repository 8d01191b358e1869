export {
  formatReport,
  REPORT_COLUMNS,
  type ReportFormat,
  standingCells,
  textTable,
  visibleLength,
} from './format';
export { buildReport, type Standing, type TournamentReport } from './standings';
export { reportFormatOf, writeReport } from './write-report';
