import { privacyNoticeVersion } from "../../domains/privacy/privacy-notice.js";
import type { LargeSeed, Parent, Student } from "./context.js";
import { adultNames, boyNames, girlNames, largeEmail, lastNames } from "./names.js";
import { atSchool } from "./plan.js";

const grades = ["transicion", "1", "2", "3"] as const;
const supports = ["Trastorno del espectro autista", "TDAH", "Dislexia", "", "", "", ""];

/** Staff, families with one or two children, each child's file (record, guardians, enrolment by year) and consents. */
export function seedLargePeople(seed: LargeSeed): void {
  const { sink, plan, random } = seed;
  const users = sink.table("users", ["id", "email", "password_hash", "first_name", "last_name", "role", "status", "tribe", "notes", "hours", "phone", "created_at", "updated_at"]);
  const firstYear = plan.currentYear - plan.years + 1;
  let n = 0;
  const addUser = (first: string, last: string, role: string, tribe: string | null, phone: string | null, createdAt: string) => {
    const id = sink.nextId("users");
    n++;
    users.add([id, largeEmail(first, last, n), seed.passwordHash, first, last, role, "active", tribe, role === "student" ? "Prefiere actividades visuales." : "", role === "student" ? 6 + (n % 40) : 0, phone, createdAt, createdAt]);
    return id;
  };

  for (let i = 0; i < plan.staff; i++) {
    const first = adultNames[i % adultNames.length] as string;
    const last = lastNames[(i * 7) % lastNames.length] as string;
    const createdAt = atSchool(`${firstYear}-01-${String(10 + (i % 15)).padStart(2, "0")}`, 9);
    if (i % 10 === 9) {
      seed.admins.push(addUser(first, last, i % 20 === 19 ? "coordinator" : "admin", null, null, createdAt));
    } else {
      const tribe = seed.tribes[i % seed.tribes.length] as string;
      seed.teachers.push({ id: addUser(first, last, "teacher", tribe, null, createdAt), tribe, name: `${first} ${last}` });
    }
  }

  const links = sink.table("parent_children", ["parent_id", "student_id", "created_at"]);
  const consents = sink.table("guardian_consents", ["id", "student_id", "parent_id", "notice_version", "given_at", "revoked_at"]);
  let made = 0;
  for (let family = 0; made < plan.students; family++) {
    const last = lastNames[family % lastNames.length] as string;
    const joinYear = firstYear + (family % plan.years);
    const joined = atSchool(`${joinYear}-01-${String(5 + (family % 20)).padStart(2, "0")}`, 10);
    const phone = `57310${String(1_000_000 + family).padStart(7, "0")}`;
    const parentFirst = adultNames[(family * 5) % adultNames.length] as string;
    const parentId = addUser(parentFirst, last, "parent", null, phone, joined);
    const parent: Parent = { id: parentId, firstName: parentFirst, lastName: last, phone, children: [] };
    const size = Math.min(family % 2 === 0 ? 1 : 2, plan.students - made);
    for (let c = 0; c < size; c++, made++) {
      const sex = random.next() < 0.5 ? "F" : "M";
      const firstName = sex === "F" ? random.pick(girlNames) : random.pick(boyNames);
      const tribe = seed.tribes[made % seed.tribes.length] as string;
      const student: Student = { id: addUser(firstName, last, "student", tribe, null, joined), tribe, firstName, lastName: last, sex, joinYear, parentId };
      parent.children.push(student);
      seed.students.push(student);
      links.add([parentId, student.id, joined]);
      consents.add([sink.nextId("guardian_consents"), student.id, parentId, privacyNoticeVersion, joined, null]);
    }
    seed.parents.push(parent);
  }
  seedStudentFiles(seed);
}

function seedStudentFiles(seed: LargeSeed): void {
  const { sink, plan } = seed;
  const records = sink.table("student_records", [
    "id", "student_id", "document_type", "document_number", "first_names", "last_names", "birth_date", "birth_place", "birth_country", "sex", "grade",
    "address", "municipality", "zone", "stratum", "eps", "blood_type", "support_category", "enrolled_on", "status", "created_at", "updated_at", "updated_by_id",
  ]);
  const guardians = sink.table("student_guardians", ["id", "record_id", "position", "name", "document_type", "document_number", "relationship", "phone", "can_pick_up", "user_id"]);
  const events = sink.table("enrolment_events", ["id", "record_id", "status", "effective_on", "year", "reason", "grade", "recorded_at", "recorded_by_id"]);
  const admin = seed.admins[0] as number;
  const parents = new Map(seed.parents.map((p) => [p.id, p]));
  for (const student of seed.students) {
    const recordId = sink.nextId("student_records");
    const grade = grades[seed.tribes.indexOf(student.tribe) % grades.length] as string;
    const enrolledOn = `${student.joinYear}-01-15`;
    const birthYear = plan.currentYear - 6 - seed.tribes.indexOf(student.tribe);
    records.add([
      recordId, student.id, "TI", String(2_000_000_000 + student.id), student.firstName, student.lastName, `${birthYear}-0${1 + (student.id % 9)}-1${student.id % 10}`,
      "Bogotá D.C.", "Colombia", student.sex, grade, `Calle ${10 + (student.id % 90)} # ${student.id % 50}-${student.id % 30}`, "Bogotá D.C.", "urbana",
      1 + (student.id % 5), "EPS Sanitas", "O+", supports[student.id % supports.length] as string, enrolledOn, "matriculado", atSchool(enrolledOn, 9), atSchool(enrolledOn, 9), admin,
    ]);
    const parent = parents.get(student.parentId) as Parent;
    guardians.add([sink.nextId("student_guardians"), recordId, 0, `${parent.firstName} ${parent.lastName}`, "CC", String(30_000_000 + parent.id), "Madre", `+${parent.phone}`, 1, parent.id]);
    for (const year of seed.yearsOf(student)) {
      const on = `${year}-01-15`;
      events.add([sink.nextId("enrolment_events"), recordId, "matriculado", on, year, "", grade, atSchool(on, 9), admin]);
    }
  }
}
