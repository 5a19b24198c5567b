// What other features use of errors: the dashboard layout shows the denied page for a forbidden route.
export { DeniedPage } from "./denied";
export { RecordNotFound } from "./record-not-found";
