export { FamilyRecordScreen } from "./family-record-screen";
export { RecordPage } from "./record-page";
