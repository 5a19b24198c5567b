// What other features use of student work: a module page shows the student's own work on it; the
// student's home and module lists open the hand-in of one module directly.
export { HandInButton } from "./hand-in-button";
export { MyWorkSection } from "./my-work-section";
export { type HandedIn, HandInConfirmation } from "./hand-in-confirmation";
export { ReturnedWorkCard } from "./returned-work-card";
// The teacher's own voice (issue 37) records with the same microphone hook.
export { useVoiceRecorder } from "./use-voice-recorder";
