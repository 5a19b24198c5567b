/**
 * The version of the privacy notice (/privacidad) that a guardian's consent refers to. Change it
 * when the notice's content changes: consents given to an older version stop counting, and the
 * admin's list shows those students as lacking consent until their parent accepts the new notice.
 */
export const privacyNoticeVersion = "2026-11-23";
