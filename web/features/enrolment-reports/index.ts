export { EnrolmentReportsScreen } from "./enrolment-reports-screen";
export { ReportLinks } from "./report-links";
