// What other features use of report cards: the published ones on a child's card in 'Mis Hijos'.
export { ChildReportCards } from "./child-report-cards";
