import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DemoSeed } from "./context.js";
import { softNotes } from "./demo-sounds.js";

/**
 * Issue 37: a hand-in holds a list of files. Every seeded hand-in's single file becomes its list's
 * first, and one hand-in waiting in Marta's review queue holds two photos and a voice note, so her
 * review screen (and the child's family) sees and hears a list.
 */

/** A child's drawing: a sky, a field and a red barn (or a yellow sun), as a PNG. */
async function drawing(variant: "granero" | "sol"): Promise<Buffer> {
  const shape =
    variant === "granero"
      ? `<rect x="110" y="110" width="100" height="80" fill="#c0392b"/><polygon points="100,110 160,60 220,110" fill="#7b241c"/><rect x="145" y="150" width="30" height="40" fill="#fdebd0"/>`
      : `<circle cx="240" cy="60" r="35" fill="#f4d03f"/><circle cx="90" cy="150" r="22" fill="#f5b7b1"/><rect x="85" y="170" width="10" height="30" fill="#784212"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#aed6f1"/><rect y="170" width="320" height="70" fill="#58d68d"/>${shape}</svg>`;
  // sharp (libvips) loads when the demo is seeded, not with every demo server (docs/perf/small-machine.md).
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedWorkFiles(seed: DemoSeed): Promise<void> {
  const { trx } = seed;
  // Each single file is the first of its list (what the migration does for a school's old hand-ins).
  const single = await trx.selectFrom("workSubmissions").select(["id", "fileId", "submittedAt"]).where("fileId", "is not", null).execute();
  if (single.length > 0) {
    await trx
      .insertInto("workSubmissionFiles")
      .values(single.map((row) => ({ submissionId: row.id, fileId: row.fileId as number, position: 0, createdAt: row.submittedAt })))
      .execute();
  }
  // The newest hand-in waiting for Marta from a child other than Sofía and Valentina (their screens tell their own story).
  const work = await trx
    .selectFrom("workSubmissions as ws")
    .innerJoin("modules as m", "m.id", "ws.moduleId")
    .leftJoin("files as f", "f.id", "ws.fileId")
    .select(["ws.id", "ws.studentId", "ws.submittedAt", "ws.fileId", "f.storageName"])
    .where("m.createdById", "=", seed.user("profesora@demo.tribu"))
    .where("ws.status", "=", "SUBMITTED")
    .where("ws.studentId", "not in", [seed.user("estudiante@demo.tribu"), seed.user("valentina@demo.tribu")])
    .orderBy("ws.submittedAt", "desc")
    .orderBy("ws.id", "desc")
    .executeTakeFirst();
  if (!work) return;
  if (work.fileId !== null) {
    // Its sample PDF gives way to the photos and the voice note.
    await trx.deleteFrom("workSubmissionFiles").where("submissionId", "=", work.id).execute();
    await trx.updateTable("workSubmissions").set({ fileId: null }).where("id", "=", work.id).execute();
    await trx.deleteFrom("files").where("id", "=", work.fileId).execute();
    if (work.storageName) rmSync(join(seed.uploads, work.storageName), { force: true });
  }
  const files = [
    { originalName: "mi-granja-1.png", mimeType: "image/png", bytes: await drawing("granero"), ext: "png" },
    { originalName: "mi-granja-2.png", mimeType: "image/png", bytes: await drawing("sol"), ext: "png" },
    { originalName: "mi-voz.wav", mimeType: "audio/wav", bytes: softNotes([262, 330, 392]), ext: "wav" },
  ];
  const ids: number[] = [];
  for (const file of files) {
    const storageName = `${randomUUID()}.${file.ext}`;
    writeFileSync(join(seed.uploads, storageName), file.bytes, { mode: 0o600 });
    const row = await trx
      .insertInto("files")
      .values({ storageName, originalName: file.originalName, mimeType: file.mimeType, size: file.bytes.length, purpose: "work", ownerId: work.studentId, createdAt: work.submittedAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await trx
    .insertInto("workSubmissionFiles")
    .values(ids.map((fileId, position) => ({ submissionId: work.id, fileId, position, createdAt: work.submittedAt })))
    .execute();
  await trx
    .updateTable("workSubmissions")
    .set({ fileId: ids[0] as number, workUrl: null, workDescription: "Dibujé mi granja dos veces y te cuento con mi voz qué animales tiene." })
    .where("id", "=", work.id)
    .execute();
}
