// What other features use of accessibility: a student's reading profile in a few words (the PIAR).
export { AccessibilitySummary } from "./accessibility-summary";
