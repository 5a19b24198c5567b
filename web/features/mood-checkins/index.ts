export { CheckInPage } from "./check-in-page";
export { ChildWeek } from "./child-week";
export { ClassMoodPanel } from "./class-mood-panel";
export { MoodCheckInSetting } from "./mood-setting";
