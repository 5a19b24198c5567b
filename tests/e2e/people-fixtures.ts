import type { APIRequestContext } from "@playwright/test";
import { e2eAdmin, uniqueEmail } from "./fixtures";

export const peoplePassword = "secreto-people-1";

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: e2eAdmin });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export type Person = { id: number; email: string; password: string; firstName: string; lastName: string };

/** Creates a user through POST /api/users/admin/create, as the school would. */
export async function createPerson(
  request: APIRequestContext,
  token: string,
  fields: { role: "teacher" | "student" | "parent" | "admin"; firstName: string; lastName?: string; tribe?: string | null },
): Promise<Person> {
  const email = uniqueEmail(fields.role);
  const lastName = fields.lastName ?? "Prueba";
  const response = await request.post("/api/users/admin/create", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...fields, lastName, email, password: peoplePassword },
  });
  if (!response.ok()) throw new Error(`create ${fields.role} failed: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: number } };
  return { id: user.id, email, password: peoplePassword, firstName: fields.firstName, lastName };
}

export async function linkChild(request: APIRequestContext, token: string, parentId: number, studentId: number): Promise<void> {
  const response = await request.post(`/api/users/${parentId}/children/${studentId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`link failed: ${response.status()} ${await response.text()}`);
}

export async function createModule(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.post("/api/modules", {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: "Módulo para las pruebas de personas" },
  });
  if (!response.ok()) throw new Error(`module failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export async function assignModules(request: APIRequestContext, token: string, userId: number, moduleIds: number[]): Promise<void> {
  const response = await request.put(`/api/users/${userId}/modules`, {
    headers: { authorization: `Bearer ${token}` },
    data: { moduleIds },
  });
  if (!response.ok()) throw new Error(`assign failed: ${response.status()} ${await response.text()}`);
}

export function tag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}
