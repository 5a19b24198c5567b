export { ChildSupportActivities } from "./child-support-activities";
