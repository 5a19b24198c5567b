// What other features use of signing in: the page frame of the sign-in screens, and starting a session.
export { AuthShell } from "./auth-shell";
export { useSessionStart } from "./use-session-start";
