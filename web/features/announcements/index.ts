// What other features use of announcements: the students' 'Avisos' on their home.
export { StudentAnnouncements } from "./student-announcements";
