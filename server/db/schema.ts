import type { Generated, Insertable, Selectable, Updateable } from "kysely";

import type { Role, UserStatus } from "../../common/school.js";
import type { QuotationStatus } from "../../common/quotations/quotations.schema.js";
import type {
  BloodType,
  CertificateKind,
  DocumentType,
  EnrolmentStatus,
  Grade,
  GuardianDocumentType,
  Zone,
} from "../../common/student-records/record-codes.js";

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: UserStatus;
  tribe: string | null;
  notes: Generated<string>;
  hours: Generated<number>;
  groupName: string | null;
  avatar: string | null;
  /** Digits only, with the country code (WhatsApp). */
  phone: Generated<string | null>;
  /** Raised to end every session of the user (password, email or status change); tokens carry it as `sv`. */
  sessionVersion: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ParentChildrenTable {
  parentId: number;
  studentId: number;
  createdAt: string;
}

export interface FilesTable {
  id: Generated<number>;
  storageName: string;
  originalName: string;
  mimeType: string;
  size: number;
  purpose: string;
  ownerId: number | null;
  createdAt: string;
}

export interface MateriasTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  createdAt: string;
}

export interface TribeMateriasTable {
  tribeName: string;
  materiaId: number;
}

export interface ModulesTable {
  id: Generated<number>;
  title: string;
  description: string;
  url: string | null;
  tribe: string | null;
  pdfFileId: number | null;
  pdfUrl: string | null;
  youtubeVideo: string | null;
  instructions: string | null;
  forms: string | null;
  workUpload: string | null;
  createdById: number;
  createdAt: string;
  updatedAt: string;
}

export interface ModuleMateriasTable {
  moduleId: number;
  materiaId: number;
}

export interface UserModulesTable {
  userId: number;
  moduleId: number;
  progress: Generated<number>;
  status: Generated<string>;
  assignedAt: string;
}

export interface ClassesTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  moduleId: number | null;
  teacherId: number | null;
  createdAt: string;
}

export interface StudentClassesTable {
  id: Generated<number>;
  studentId: number;
  classId: number;
  status: Generated<string>;
  joinedAt: string;
}

export interface AssignmentsTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  classId: number | null;
  dueDate: string | null;
  status: Generated<string>;
  studentId: number | null;
  teacherId: number | null;
  createdAt: string;
}

export interface AssignmentCompletionsTable {
  id: Generated<number>;
  assignmentId: number;
  studentId: number;
  completedAt: string;
}

export interface ExamsTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  moduleId: number;
  duration: number;
  totalQuestions: number;
  passingScore: number;
  isActive: number;
  youtubeVideoUrl: string | null;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuizzesTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  moduleId: number;
  duration: number;
  totalQuestions: number;
  passingScore: number;
  isActive: number;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  quizId: number;
  studentId: number;
  score: number;
  createdAt: string;
}

export interface MaterialsTable {
  id: Generated<number>;
  title: string;
  type: string;
  url: string;
  createdById: number | null;
  createdAt: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  parentId: number;
  month: string;
  year: number;
  fileId: number;
  status: Generated<string>;
  notes: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
  reviewedById: number | null;
}

/** A receipt's earlier file and its review, kept when the parent replaces a rejected receipt (issue 22). */
export interface PaymentVersionsTable {
  id: Generated<number>;
  paymentId: number;
  fileId: number;
  status: string;
  notes: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
  reviewedById: number | null;
  replacedAt: string;
}

export interface WorkSubmissionsTable {
  id: Generated<number>;
  moduleId: number;
  studentId: number;
  status: Generated<string>;
  workUrl: string | null;
  workDescription: string | null;
  fileId: number | null;
  teacherFeedback: string | null;
  grade: number | null;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedById: number | null;
}

/**
 * The files of a hand-in, in order (issue 37). work_submissions.file_id is kept in step with the
 * first of them (docs/decisions/work-files.md).
 */
export interface WorkSubmissionFilesTable {
  id: Generated<number>;
  submissionId: number;
  fileId: number;
  position: number;
  createdAt: string;
}

/**
 * One hand-in request that carried an `Idempotency-Key` (issue 39): this student's key names the
 * hand-in it changed; unique per student and key, written in the change's transaction. `replaced`
 * is 1 when that request changed a hand-in that already existed (its answer said "actualizado").
 * Removed with the hand-in (docs/decisions/offline-hand-ins.md).
 */
export interface HandInReceiptsTable {
  id: Generated<number>;
  studentId: number;
  idempotencyKey: string;
  submissionId: number;
  replaced: Generated<number>;
  createdAt: string;
}

/**
 * How many works there are in each status, kept by triggers on work_submissions (migration
 * 2026-11-23T1200): the whole school's stat cards without counting 20,000 rows. Derived data:
 * npm run copy-database leaves it to the triggers.
 */
export interface WorkStatusCountsTable {
  status: string;
  total: number;
}

export interface WorkReviewsTable {
  id: Generated<number>;
  submissionId: number;
  reviewerId: number | null;
  status: string;
  grade: number | null;
  feedback: string | null;
  createdAt: string;
}

export interface AccessibilityProfilesTable {
  userId: number;
  textSize: number;
  dyslexiaFriendly: number;
  highContrast: number;
  reducedMotion: number;
  largerTargets: number;
  hideTimers: number;
  simpleMode: Generated<number>;
  updatedById: number | null;
  updatedAt: string;
}

/** A tribe's visual day for one date; currentStepId is set only when a teacher moved the day by hand. */
export interface VisualDaysTable {
  id: Generated<number>;
  tribe: string;
  date: string;
  currentStepId: number | null;
  updatedById: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface VisualDayStepsTable {
  id: Generated<number>;
  dayId: number;
  position: number;
  label: string;
  time: string | null;
  kind: string;
  icon: string;
  pictureFileId: number | null;
  createdAt: string;
}

export interface WhatsappMessagesTable {
  id: Generated<number>;
  contactId: number;
  direction: "in" | "out";
  content: string;
  status: "sent" | "delivered" | "read" | "failed";
  error: string | null;
  externalId: string | null;
  demo: Generated<number>;
  sentById: number | null;
  createdAt: string;
  deliveredAt: string | null;
  readAt: string | null;
  updatedAt: string;
  /** The child it is about (issue 33: the absence alert), for erasure; null otherwise. */
  studentId: Generated<number | null>;
}

export interface WhatsappConnectionsTable {
  id: Generated<number>;
  mode: "demo" | "cloud";
  connectedAt: string;
  disconnectedAt: string | null;
  connectedById: number | null;
}

/** CRM clients kept in Tribu's database when no Google Sheet is configured (columns of the sheet's A..J). */
export interface CrmClientsTable {
  id: Generated<number>;
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  status: "prospect" | "active" | "inactive";
  totalProjects: number;
  totalRevenue: number;
  lastContact: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** The local task board, used when no Notion database is configured. */
export interface NotionTasksTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  status: string;
  priority: string;
  dueDate: string | null;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The school's Google Classroom connection; `tokens` is AES-256-GCM ciphertext. */
export interface GoogleClassroomConnectionsTable {
  id: Generated<number>;
  tokens: string;
  expiresAt: string | null;
  scope: string | null;
  connectedById: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface GoogleClassroomOauthStatesTable {
  id: Generated<number>;
  stateHash: string;
  userId: number;
  expiresAt: string;
  createdAt: string;
}

/** Append-only record of sensitive actions (issue 11); no foreign keys, entries outlive users. */
export interface AuditLogTable {
  id: Generated<number>;
  createdAt: string;
  actorId: number | null;
  actorRole: string | null;
  action: string;
  objectType: string | null;
  objectId: number | null;
  address: string | null;
  /** Small JSON object; never passwords or file contents. */
  details: Generated<string>;
  /** Names the one row that counts repeated events (failed sign-ins per address and hour); null otherwise. */
  aggregateKey: string | null;
  /** How many events the row stands for: 1, or the count of an aggregated row. */
  occurrences: Generated<number>;
}

/** A parent's consent for one student under one privacy notice version; revoking sets revokedAt. */
export interface GuardianConsentsTable {
  id: Generated<number>;
  studentId: number;
  parentId: number;
  noticeVersion: string;
  givenAt: string;
  revokedAt: string | null;
}

/** A tribe's class code for class sign-in (issue 21); `enabled` 0/1. Rotating replaces `code`. */
export interface ClassCodesTable {
  tribe: string;
  code: string;
  enabled: number;
  updatedById: number | null;
  updatedAt: string;
}

/** A student's picture password: two picture keys in order ("perro,sol"), and the card's lock. */
export interface PicturePasswordsTable {
  studentId: number;
  pictures: string;
  cardPicture: string | null;
  failedAttempts: Generated<number>;
  lockedUntil: string | null;
  updatedById: number | null;
  updatedAt: string;
}

/** Wrong picture guesses of one card from one address (issue 33). */
export interface PictureAttemptsTable {
  studentId: number;
  address: string;
  failedAttempts: Generated<number>;
  lockedUntil: string | null;
  /** The last attempt counted from this address (a right one deletes the row). */
  lastFailedAt: string;
}

/** The student's file (issue 34 starts it; issue 36 builds it out): apart from the login account. */
/** The student's file (issue 36), apart from the account: `studentId` is null once the account is gone. */
export interface StudentRecordsTable {
  id: Generated<number>;
  studentId: number | null;
  documentType: DocumentType | null;
  documentNumber: string | null;
  firstNames: string | null;
  lastNames: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  birthPlace: string | null;
  birthCountry: string | null;
  /** As on the identity document, set by an admin; null until then. */
  sex: "F" | "M" | null;
  grade: Grade | null;
  address: string | null;
  municipality: string | null;
  zone: Zone | null;
  stratum: number | null;
  eps: string | null;
  bloodType: BloodType | null;
  /** Declared by the family; sensitive (same consent and access as the PIAR). */
  supportCategory: string | null;
  previousSchool: string | null;
  /** YYYY-MM-DD */
  enrolledOn: string | null;
  status: Generated<EnrolmentStatus>;
  createdAt: string;
  updatedAt: string;
  updatedById: number | null;
}

export interface StudentGuardiansTable {
  id: Generated<number>;
  recordId: number;
  position: number;
  name: string;
  documentType: GuardianDocumentType;
  documentNumber: string | null;
  relationship: string;
  phone: string | null;
  /** 0/1 */
  canPickUp: Generated<number>;
  userId: number | null;
}

/** A dated change of enrolment status (novedad). */
export interface EnrolmentEventsTable {
  id: Generated<number>;
  recordId: number;
  status: EnrolmentStatus;
  /** YYYY-MM-DD */
  effectiveOn: string;
  year: number;
  reason: Generated<string>;
  destinationSchool: string | null;
  grade: string | null;
  recordedAt: string;
  recordedById: number | null;
}

export interface RecordChangeRequestsTable {
  id: Generated<number>;
  recordId: number;
  requestedById: number | null;
  message: string;
  status: Generated<"pending" | "accepted" | "rejected">;
  resolution: Generated<string>;
  createdAt: string;
  resolvedAt: string | null;
  resolvedById: number | null;
}

/** A constancia or certificado as issued: `content` is JSON, never changed. */
export interface CertificatesTable {
  id: Generated<number>;
  code: string;
  recordId: number;
  kind: CertificateKind;
  year: number;
  content: string;
  issuedAt: string;
  issuedById: number | null;
  revokedAt: string | null;
  revokedById: number | null;
  revokedReason: string | null;
}

/** A teacher's own recording of a module's instructions, a task or her feedback (issue 37); one per subject. */
export interface TeacherVoicesTable {
  id: Generated<number>;
  subjectType: "module" | "assignment" | "work_feedback";
  subjectId: number;
  fileId: number;
  recordedById: number;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  parentChildren: ParentChildrenTable;
  files: FilesTable;
  materias: MateriasTable;
  tribeMaterias: TribeMateriasTable;
  modules: ModulesTable;
  moduleMaterias: ModuleMateriasTable;
  userModules: UserModulesTable;
  classes: ClassesTable;
  studentClasses: StudentClassesTable;
  assignments: AssignmentsTable;
  assignmentCompletions: AssignmentCompletionsTable;
  materials: MaterialsTable;
  exams: ExamsTable;
  quizzes: QuizzesTable;
  quizAttempts: QuizAttemptsTable;
  payments: PaymentsTable;
  paymentVersions: PaymentVersionsTable;
  workSubmissions: WorkSubmissionsTable;
  workSubmissionFiles: WorkSubmissionFilesTable;
  handInReceipts: HandInReceiptsTable;
  workStatusCounts: WorkStatusCountsTable;
  workReviews: WorkReviewsTable;
  accessibilityProfiles: AccessibilityProfilesTable;
  visualDays: VisualDaysTable;
  visualDaySteps: VisualDayStepsTable;
  auditLog: AuditLogTable;
  guardianConsents: GuardianConsentsTable;
  classCodes: ClassCodesTable;
  picturePasswords: PicturePasswordsTable;
  pictureAttempts: PictureAttemptsTable;
  studentRecords: StudentRecordsTable;
  studentGuardians: StudentGuardiansTable;
  enrolmentEvents: EnrolmentEventsTable;
  recordChangeRequests: RecordChangeRequestsTable;
  certificates: CertificatesTable;
  teacherVoices: TeacherVoicesTable;
  notionTasks: NotionTasksTable;
  crmClients: CrmClientsTable;
  catalogueProducts: CatalogueProductsTable;
  quotations: QuotationsTable;
  quotationItems: QuotationItemsTable;
  quotationVersions: QuotationVersionsTable;
  whatsappMessages: WhatsappMessagesTable;
  whatsappConnections: WhatsappConnectionsTable;
  todoItems: TodoItemsTable;
  googleClassroomConnections: GoogleClassroomConnectionsTable;
  googleClassroomOauthStates: GoogleClassroomOauthStatesTable;
  schoolSettings: SchoolSettingsTable;
  scheduledJobRuns: ScheduledJobRunsTable;
  attendanceMarks: AttendanceMarksTable;
  attendanceChanges: AttendanceChangesTable;
  attendanceExcuses: AttendanceExcusesTable;
  attendanceExcuseSupports: AttendanceExcuseSupportsTable;
  attendanceAlerts: AttendanceAlertsTable;
  attendanceAlertDeliveries: AttendanceAlertDeliveriesTable;
  attendanceCalendarYears: AttendanceCalendarYearsTable;
  attendancePeriods: AttendancePeriodsTable;
  reportCommentBank: ReportCommentBankTable;
  reportCards: ReportCardsTable;
  reportCardEntries: ReportCardEntriesTable;
  reportCardVersions: ReportCardVersionsTable;
  reportCardOpens: ReportCardOpensTable;
  piarPlans: PiarPlansTable;
  piarAgreements: PiarAgreementsTable;
  piarFollowups: PiarFollowupsTable;
  piarRevisions: PiarRevisionsTable;
  piarSignatures: PiarSignaturesTable;
  piarCompetencyReports: PiarCompetencyReportsTable;
  sieeVersions: SieeVersionsTable;
  supportActivities: SupportActivitiesTable;
  promotionActas: PromotionActasTable;
  promotionDecisions: PromotionDecisionsTable;
  finalReportVersions: FinalReportVersionsTable;
  academicArchive: AcademicArchiveTable;
  sensitiveDataConsents: SensitiveDataConsentsTable;
  announcements: AnnouncementsTable;
  announcementTargets: AnnouncementTargetsTable;
  announcementReads: AnnouncementReadsTable;
  announcementReminders: AnnouncementRemindersTable;
  announcementReminderNotices: AnnouncementReminderNoticesTable;
  notifications: NotificationsTable;
  notificationPreferences: NotificationPreferencesTable;
  notificationDigests: NotificationDigestsTable;
  moodCheckins: MoodCheckinsTable;
}

/** A child's check-in of one school day (issue 37): the feeling tapped, or null for "Ahora no". */
export interface MoodCheckinsTable {
  id: Generated<number>;
  studentId: number;
  feeling: string | null;
  /** The school day in Bogotá, "2026-11-25". */
  day: string;
  /** 1 on the answer that told her teachers about a second distressed day in a row. */
  noticed: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** One item of a user's bell (issue 25); folded per kind and UTC hour (`hourSlot`), see the migration. */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  count: Generated<number>;
  hourSlot: string;
  createdAt: string;
  updatedAt: string;
  readAt: string | null;
  digestedAt: string | null;
  /** The child it is about (issue 33), for erasure; null when it is about nobody in particular. */
  studentId: Generated<number | null>;
}

/** A user's choice: the kinds also sent by daily email (comma list) and that email's hour (Bogotá). */
export interface NotificationPreferencesTable {
  userId: number;
  digestKinds: string;
  digestHour: number;
  updatedAt: string;
}

/** The daily digest taken for one user and school day (once a day, across instances). */
export interface NotificationDigestsTable {
  userId: number;
  day: string;
  items: number;
  sentAt: string;
}

/** A school announcement (issue 25): scope "school", "tribes" or "classes"; booleans 0/1. */
export interface AnnouncementsTable {
  id: Generated<number>;
  authorId: number | null;
  scope: string;
  forFamilies: number;
  forStudents: number;
  title: string;
  text: string;
  fileId: number | null;
  requiresConfirmation: number;
  lastRemindedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One tribe or one class an announcement goes to (none for the whole school). */
export interface AnnouncementTargetsTable {
  id: Generated<number>;
  announcementId: number;
  tribe: string | null;
  classId: number | null;
}

export interface AnnouncementReadsTable {
  id: Generated<number>;
  announcementId: number;
  userId: number;
  readAt: string;
  confirmedAt: string | null;
}

export interface AnnouncementRemindersTable {
  id: Generated<number>;
  announcementId: number;
  sentById: number | null;
  sentAt: string;
  recipients: number;
}

/** One in-app reminder for one person, for the notification centre to show. */
export interface AnnouncementReminderNoticesTable {
  id: Generated<number>;
  reminderId: number;
  announcementId: number;
  userId: number;
  createdAt: string;
  readAt: string | null;
}

/** One student's mark for one school day (issue 25); `date` is the school's day, YYYY-MM-DD. */
export interface AttendanceMarksTable {
  id: Generated<number>;
  studentId: number;
  date: string;
  tribe: string;
  mark: string;
  note: string | null;
  takenById: number | null;
  takenAt: string;
  updatedById: number | null;
  updatedAt: string;
}

/** Every saved change of a mark: the first save (previousMark null) and each correction. */
export interface AttendanceChangesTable {
  id: Generated<number>;
  studentId: number;
  date: string;
  previousMark: string | null;
  mark: string;
  note: string | null;
  changedById: number | null;
  changedAt: string;
}

export interface AttendanceExcusesTable {
  id: Generated<number>;
  studentId: number;
  parentId: number | null;
  date: string;
  text: string;
  fileId: number | null;
  status: Generated<string>;
  createdAt: string;
  decidedById: number | null;
  decidedAt: string | null;
}

/** "Agregar soporte": a file and/or a note the family added to a pending excuse (issue 34). */
export interface AttendanceExcuseSupportsTable {
  id: Generated<number>;
  excuseId: number;
  parentId: number | null;
  note: string | null;
  fileId: number | null;
  createdAt: string;
}

/** What a child's parents are told; one of each kind per child and day. */
export interface AttendanceAlertsTable {
  id: Generated<number>;
  studentId: number;
  date: string;
  kind: string;
  message: string;
  createdAt: string;
  sentAt: string | null;
  /** An instance sending the alert holds it until then (issue 25, alert delivery). */
  claimedUntil: string | null;
  attempts: Generated<number>;
  lastError: string | null;
}

/** One alert sent to one parent by one channel ("email" or "whatsapp"). */
export interface AttendanceAlertDeliveriesTable {
  id: Generated<number>;
  alertId: number;
  userId: number;
  channel: string;
  sentAt: string;
}

/** One year's school days ("1,2,3,4,5", ISO weekdays) and holidays (JSON [{date, name}]). */
export interface AttendanceCalendarYearsTable {
  year: number;
  schoolDays: string;
  holidays: string;
  updatedById: number | null;
  updatedAt: string;
}

export interface AttendancePeriodsTable {
  id: Generated<number>;
  name: string;
  startDate: string;
  endDate: string;
  updatedById: number | null;
  updatedAt: string;
}

/** One student's report card of one period (issue 26); version counts its publications. */
export interface ReportCardsTable {
  id: Generated<number>;
  studentId: number;
  periodStart: string;
  tribe: string;
  version: Generated<number>;
  /** 1 when an entry changed after the last publication. */
  changedSincePublished: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** A subject's ("materia:<id>") or dimension's ("dimension:<name>") part of a report card. */
export interface ReportCardEntriesTable {
  id: Generated<number>;
  reportCardId: number;
  subject: string;
  level: string | null;
  overrideReason: string | null;
  strengths: Generated<string>;
  difficulties: Generated<string>;
  recommendations: Generated<string>;
  updatedById: number | null;
  updatedAt: string;
}

/** A publication of a report card as the family reads it (JSON), never changed afterwards. */
export interface ReportCardVersionsTable {
  id: Generated<number>;
  reportCardId: number;
  version: number;
  content: string;
  publishedById: number | null;
  publishedAt: string;
}

/** A family member opened a publication of a report card (issue 34, the family's home). */
export interface ReportCardOpensTable {
  id: Generated<number>;
  versionId: number;
  userId: number;
  openedAt: string;
}

/** A student's PIAR (issue 26): its sections as JSON; revision counts the changes families agree to. */
export interface PiarPlansTable {
  id: Generated<number>;
  studentId: number;
  content: string;
  revision: Generated<number>;
  reviewDue: string;
  /** The review date whose reminder went out (migration 2026-11-27T1920). */
  reviewRemindedFor: string | null;
  createdById: number | null;
  createdAt: string;
  updatedById: number | null;
  updatedAt: string;
}

/** The "acta de acuerdo": a family member agreed to a revision of the PIAR. */
export interface PiarAgreementsTable {
  id: Generated<number>;
  planId: number;
  revision: number;
  parentId: number | null;
  parentName: string;
  agreedAt: string;
  /** The revision row agreed to and its content's hash (migration 2026-12-01T2230); null for agreements to text no longer kept. */
  revisionId: number | null;
  contentHash: string | null;
}

/** Every saved revision of a PIAR (issue 35), never changed afterwards. changedSections: JSON array, null when migrated. */
export interface PiarRevisionsTable {
  id: Generated<number>;
  planId: number;
  revision: number;
  content: string;
  contentHash: string;
  reviewDue: string;
  studentName: string;
  savedById: number | null;
  savedByName: string | null;
  savedAt: string;
  changedSections: string | null;
}

/** A signature of a revision's acta de acuerdo (Anexo 3): kind familia, docente or directivo. */
export interface PiarSignaturesTable {
  id: Generated<number>;
  planId: number;
  revisionId: number;
  signerId: number | null;
  signerName: string;
  kind: string;
  roleLabel: string;
  signedAt: string;
}

/** A published version of the yearly competencies report of a child with a PIAR (content: JSON). */
export interface PiarCompetencyReportsTable {
  id: Generated<number>;
  planId: number;
  year: number;
  version: number;
  content: string;
  studentName: string;
  writtenById: number | null;
  writtenByName: string;
  publishedAt: string;
}

export interface PiarFollowupsTable {
  id: Generated<number>;
  planId: number;
  periodStart: string;
  text: string;
  writtenById: number | null;
  writtenAt: string;
}

/** A teacher's usual report-card phrases (issue 26): kind is fortaleza, dificultad or recomendacion. */
export interface ReportCommentBankTable {
  id: Generated<number>;
  teacherId: number;
  kind: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** The last occurrence of each scheduled job that an instance took (server/ops/scheduled-jobs.ts). */
export interface ScheduledJobRunsTable {
  job: string;
  occurrence: string;
  claimedAt: string;
}

/** Settings an admin changes from the app (issue 19): one row per key, the value as JSON; no row is the default. */
export interface SchoolSettingsTable {
  key: string;
  value: string;
  updatedById: number | null;
  updatedAt: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** The admin's local to-do list (used when no to-do spreadsheet is configured). */
export interface TodoItemsTable {
  id: Generated<number>;
  title: string;
  description: string;
  completed: number;
  priority: string;
  status: string;
  dueDate: string | null;
  assignedTo: string;
  notes: string;
  /** JSON array of texts. */
  tags: string;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Local product catalogue (quotations), used when no products spreadsheet is configured. */
export interface CatalogueProductsTable {
  id: Generated<number>;
  /** The product id of the quotation builder: the row's position in the imported file, from 1. */
  position: number;
  code: string;
  title: string;
  priceCents: number | string;
  importedAt: string;
}

export interface QuotationsTable {
  id: Generated<number>;
  clientName: string;
  clientEmail: string | null;
  /** The CRM client id (local id or sheet row), when the client was picked from the CRM. */
  clientRef: string | null;
  projectName: Generated<string>;
  subtotalCents: number | string;
  discountType: "percentage" | "amount";
  /** The discount as entered (a percentage or an amount), as text. */
  discountValue: string;
  discountCents: number | string;
  totalCents: number | string;
  status: Generated<QuotationStatus>;
  date: string;
  validUntil: string;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
  /** The key the screen sent with 'Guardar' (issue 22): the same key again answers with this quotation. */
  idempotencyKey: string | null;
  /** 1, plus one per edit while pending (issue 22). */
  version: Generated<number>;
}

/** What a quotation was before each edit (issue 22): the Quotation JSON its PDF is made from. */
export interface QuotationVersionsTable {
  id: Generated<number>;
  quotationId: number;
  version: number;
  snapshot: string;
  replacedById: number | null;
  replacedAt: string;
}

export interface QuotationItemsTable {
  id: Generated<number>;
  quotationId: number;
  position: number;
  productId: number;
  code: string;
  title: string;
  priceCents: number | string;
  quantity: number;
  totalCents: number | string;
}

/** An adopted version of the school's evaluation system (SIEE, Decreto 1290 art. 4), JSON; never changed afterwards. */
export interface SieeVersionsTable {
  id: Generated<number>;
  version: number;
  content: string;
  adoptedOn: string;
  publishedById: number | null;
  publishedAt: string;
}

/** A student's support activity of a year's subject ("materia:<id>") after a Bajo (Decreto 1290 art. 4.6, 11.3). */
export interface SupportActivitiesTable {
  id: Generated<number>;
  studentId: number;
  year: number;
  subject: string;
  subjectName: string;
  plan: string;
  startsOn: string;
  endsOn: string;
  levelBefore: "superior" | "alto" | "basico" | "bajo";
  /** Null while the activity is under way. */
  result: "passed" | "not_passed" | null;
  levelAfter: "superior" | "alto" | "basico" | "bajo" | null;
  resultOn: string | null;
  resultNote: string | null;
  createdById: number | null;
  createdAt: string;
  resultById: number | null;
  resultAt: string | null;
}

/** The evaluation and promotion commission's acta of a tribe's year (Decreto 1290 art. 11.5); closed ones never change. */
export interface PromotionActasTable {
  id: Generated<number>;
  tribe: string;
  year: number;
  version: Generated<number>;
  metOn: string;
  /** JSON: [{ name, role }]. */
  members: string;
  notes: Generated<string>;
  closedAt: string | null;
  closedById: number | null;
  createdById: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A student's decision in a commission's acta (Decreto 1290 art. 6, 7). */
export interface PromotionDecisionsTable {
  id: Generated<number>;
  actaId: number;
  studentId: number;
  decision: "promovido" | "no_promovido" | "promocion_anticipada";
  reason: Generated<string>;
  decidedAt: string;
}

/** A publication of a student's final report of a year (JSON, with the scale in force), never changed afterwards. */
export interface FinalReportVersionsTable {
  id: Generated<number>;
  studentId: number;
  year: number;
  version: number;
  content: string;
  publishedById: number | null;
  publishedAt: string;
}

/**
 * What erasing a student keeps of the academic record (issue 35, docs/decisions/retention.md): one
 * published document per row, the student's name and id as they were, no foreign key to users.
 */
export interface AcademicArchiveTable {
  id: Generated<number>;
  kind: string;
  sourceId: number;
  formerStudentId: number;
  studentName: string;
  studentSex: string | null;
  tribe: string | null;
  year: number;
  period: string | null;
  version: number;
  content: string;
  publishedAt: string;
  archivedAt: string;
  erasedById: number | null;
  erasedByName: string;
  erasure: string;
}

/** A family's explicit, optional consent to record the child's health and diagnosis data, per notice version (issue 35). */
export interface SensitiveDataConsentsTable {
  id: Generated<number>;
  studentId: number;
  parentId: number;
  noticeVersion: string;
  givenAt: string;
  revokedAt: string | null;
}
