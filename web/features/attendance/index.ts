// What other features use of attendance: Reportes' chart and the notice on a child's card in 'Mis Hijos'.
export { AttendanceReport } from "./attendance-report";
export { ChildAlertNotice } from "./child-alert-notice";
