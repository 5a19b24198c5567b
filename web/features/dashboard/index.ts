// What other features use of the dashboard: its widgets (a child's page) and the no-tribe notice (simple mode).
export { noTribeMessage } from "./no-tribe";
export { LoadError, Loading, Metric, ProgressLine, WorkStatus } from "./widgets";
