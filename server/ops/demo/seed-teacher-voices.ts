import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DemoSeed } from "./context.js";
import { softNotes } from "./demo-sounds.js";

/**
 * Issue 37, "a familiar voice": Marta recorded her own voice for Sofía's work for today, "Mi casa y
 * mi familia"; on its page "Escuchar" plays her recording instead of the device voice. The sound is
 * a short two-note call made in code (demo-sounds.ts).
 */
export async function seedTeacherVoices(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const bytes = softNotes([392, 262]);
  const teacherId = seed.user("profesora@demo.tribu");
  const createdAt = clock.at(-5, 15);
  const storageName = `${randomUUID()}.wav`;
  writeFileSync(join(seed.uploads, storageName), bytes);
  const file = await trx
    .insertInto("files")
    .values({ storageName, originalName: "mi-voz.wav", mimeType: "audio/wav", size: bytes.length, purpose: "teacher-voice", ownerId: teacherId, createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("teacherVoices")
    .values({ subjectType: "module", subjectId: seed.module("Mi casa y mi familia"), fileId: file.id, recordedById: teacherId, createdAt })
    .execute();
}
