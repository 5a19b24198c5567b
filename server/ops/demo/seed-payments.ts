import type { DemoSeed } from "./context.js";
import { families } from "./people.js";

const rejectedNote = "El recibo no se lee bien; súbelo otra vez, por favor.";

/**
 * The school year's monthly receipts (ten months): older months approved, a few of last month
 * rejected, this month's mostly waiting for review; three families have not paid this month yet.
 */
export async function seedPayments(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const admin = seed.user("admin@demo.tribu");
  const notPaidThisMonth = new Set(["familia.rodriguez@demo.tribu", "familia.quintero@demo.tribu", "familia.zapata@demo.tribu"]);
  const rejected = new Set(["familia.castro@demo.tribu|-1", "familia.sanchez@demo.tribu|-1", "familia.torres@demo.tribu|-1", "familia@demo.tribu|-2"]);
  const rows = [];
  for (const [f, family] of families.entries()) {
    const email = family.parent.email;
    const parentId = seed.user(email);
    // The school year's ten months; a family that came later pays from its first month.
    const firstMonth = email === "familia.ospina@demo.tribu" ? 0 : -9 + Math.floor(f / 5);
    for (let offset = firstMonth; offset <= 0; offset++) {
      if (offset === 0 && notPaidThisMonth.has(email)) continue;
      const status = rejected.has(`${email}|${offset}`) ? "rejected" : offset === 0 && f % 4 !== 3 ? "pending" : "approved";
      const { month, year } = clock.month(offset);
      // Paid in the first days of the month; this month's receipts arrive over the last days.
      const uploadedAt = firstMonth === 0 ? clock.hoursAgo(0.5) : offset === 0 ? clock.hoursAgo(6 + f * 5) : clock.monthDay(offset, 2 + (f % 5), 19);
      const reviewedAt = status === "pending" ? null : offset === 0 ? clock.hoursAgo(2 + f) : clock.monthDay(offset, 4 + (f % 5), 10);
      rows.push({
        parentId,
        month,
        year,
        fileId: await seed.storePdf("payment", `recibo-${year}-${month}.pdf`, parentId, uploadedAt),
        status,
        notes: status === "rejected" ? rejectedNote : status === "approved" ? "Recibido, gracias." : null,
        uploadedAt,
        reviewedAt,
        reviewedById: reviewedAt ? admin : null,
      });
    }
  }
  await trx.insertInto("payments").values(rows).execute();
}
