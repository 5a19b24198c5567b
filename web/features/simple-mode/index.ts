// What other features use of simple mode: the dashboard layout frames a simple-mode page with it.
export { SimpleShell } from "./simple-shell";
