/** What the Classroom domain and its Google adapter hand each other: OAuth tokens and course work. */

export type ClassroomTokens = {
  accessToken: string;
  /** Google only sends it with offline access; it stays valid until revoked. */
  refreshToken: string | null;
  /** When the access token stops working, or null when Google did not say. */
  expiresAt: Date | null;
  scope: string | null;
};

export type NewCourseWork = {
  title: string;
  description: string;
  maxPoints: number;
  /** Due instant; Classroom stores the date and time in UTC. */
  due: Date | null;
};

export type CreatedCourseWork = { id: string; title: string; alternateLink: string | null };
