import { computeTotals, validUntil } from "../../../common/quotations/quotations.totals.js";
import { insertCrmClient } from "../../domains/crm/crm.repo.js";
import { insertLocalTask } from "../../domains/notion/notion.repo.js";
import { insertTodo } from "../../domains/todo/todo.repo.js";
import type { DemoSeed } from "./context.js";
import { catalogue, conversations, crmClients, quotationSeeds, taskSeeds, todoSeeds } from "./business-data.js";

/**
 * The integrations' local stores, used when no credentials are set (the demo has none): CRM clients,
 * the product catalogue and quotations, the to-do list, the task board and the WhatsApp demo channel.
 */
export async function seedBusiness(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const admin = seed.user("admin@demo.tribu");
  const clientIds = new Map<string, number>();
  for (const { lastContactDays, ...client } of crmClients) {
    const stored = await insertCrmClient(trx, { ...client, lastContact: clock.day(lastContactDays) });
    clientIds.set(client.name, stored.rowIndex);
  }

  await trx
    .insertInto("catalogueProducts")
    .values(catalogue.map((product, index) => ({ position: index + 1, code: product.code, title: product.title, priceCents: product.price * 100, importedAt: clock.at(-200) })))
    .execute();

  for (const quotation of quotationSeeds) {
    const lines = quotation.items.map(([position, quantity]) => ({ product: catalogue[position - 1] as (typeof catalogue)[number], position, quantity }));
    const totals = computeTotals(lines.map((line) => ({ price: line.product.price, quantity: line.quantity })), "percentage", quotation.discount);
    const date = new Date(clock.at(-quotation.daysAgo, 10));
    const client = crmClients.find((c) => c.name === quotation.client);
    const row = await trx
      .insertInto("quotations")
      .values({
        clientName: quotation.client,
        clientEmail: client?.email ?? null,
        clientRef: String(clientIds.get(quotation.client) ?? ""),
        projectName: quotation.project,
        subtotalCents: Math.round(totals.subtotal * 100),
        discountType: "percentage",
        discountValue: String(totals.discountValue),
        discountCents: Math.round(totals.discount * 100),
        totalCents: Math.round(totals.total * 100),
        status: quotation.status,
        date: date.toISOString(),
        validUntil: validUntil(date).toISOString(),
        createdById: admin,
        createdAt: date.toISOString(),
        updatedAt: date.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("quotationItems")
      .values(
        lines.map((line, index) => {
          const computed = totals.lines[index] as (typeof totals.lines)[number];
          return { quotationId: row.id, position: index + 1, productId: line.position, code: line.product.code, title: line.product.title, priceCents: Math.round(computed.price * 100), quantity: computed.quantity, totalCents: Math.round(computed.total * 100) };
        }),
      )
      .execute();
  }

  for (const todo of todoSeeds) {
    await insertTodo(trx, {
      title: todo.title,
      description: todo.description,
      completed: todo.status === "done" ? 1 : 0,
      priority: todo.priority,
      status: todo.status,
      dueDate: todo.dueDays === null ? null : clock.day(todo.dueDays),
      assignedTo: todo.assignedTo,
      notes: "",
      tags: JSON.stringify(todo.tags),
      createdById: admin,
    });
  }
  for (const task of taskSeeds) {
    await insertLocalTask(trx, { name: task.name, description: task.description, status: task.status, priority: task.priority, dueDate: task.dueDays === null ? null : clock.day(task.dueDays), createdById: admin });
  }

  await trx.insertInto("whatsappConnections").values({ mode: "demo", connectedAt: clock.at(-60), disconnectedAt: null, connectedById: admin }).execute();
  for (const conversation of conversations) {
    const contactId = seed.user(conversation.parent);
    const last = conversation.messages.length - 1;
    await trx
      .insertInto("whatsappMessages")
      .values(
        conversation.messages.map(([direction, content, hoursAgo], index) => {
          const at = clock.hoursAgo(hoursAgo);
          // The family's last message is unread when it is the conversation's last; the school's are delivered or read.
          const unread = direction === "in" && index === last;
          return {
            contactId,
            direction,
            content,
            status: direction === "in" ? (unread ? "delivered" : "read") : index === last ? "delivered" : "read",
            error: null,
            externalId: null,
            demo: 1,
            sentById: direction === "out" ? admin : null,
            createdAt: at,
            deliveredAt: at,
            readAt: unread || (direction === "out" && index === last) ? null : at,
            updatedAt: at,
          } as const;
        }),
      )
      .execute();
  }
}
