/**
 * The version of the privacy notice (/privacidad) that a guardian's consent refers to. Change it
 * when the notice's content changes: consents given to an older version stop counting, and the
 * admin's list shows those students as lacking consent until their parent accepts the new notice.
 * The sensitive-data consent (issue 35) is versioned with it too.
 *
 * 2026-12-01 (issue 35): the notice names attendance, report cards, the PIAR and health data, who
 * reads them and how long each is kept (docs/decisions/retention.md).
 */
export const privacyNoticeVersion = "2026-12-01";
