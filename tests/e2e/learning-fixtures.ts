import type { APIRequestContext } from "@playwright/test";
import { e2eAdmin, uniqueEmail } from "./fixtures";

export const learningPassword = "secreto-e2e-1";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: e2eAdmin });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a user through the admin's own call (POST /api/users/admin/create), as the school would. */
export async function createUserAsAdmin(
  request: APIRequestContext,
  fields: { role: "teacher" | "student" | "parent"; firstName: string; lastName: string; tribe?: string },
): Promise<{ email: string; password: string }> {
  const token = await adminToken(request);
  const email = uniqueEmail(fields.role);
  const response = await request.post("/api/users/admin/create", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...fields, email, password: learningPassword, status: "active" },
  });
  if (!response.ok()) throw new Error(`create ${fields.role} failed: ${response.status()} ${await response.text()}`);
  return { email, password: learningPassword };
}

/** A tiny but real PDF. */
export const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
