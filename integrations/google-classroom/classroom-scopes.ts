/**
 * Read the teacher's courses; create coursework (assignments) in them. Apart from the gateway so
 * that the service can check a grant's scopes without loading Google's client.
 */
export const classroomScopes = [
  "https://www.googleapis.com/auth/classroom.courses.readonly",
  "https://www.googleapis.com/auth/classroom.coursework.students",
] as const;
