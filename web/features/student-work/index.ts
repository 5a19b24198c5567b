// What other features use of student work: a module page shows the student's own work on it.
export { MyWorkSection } from "./my-work-section";
