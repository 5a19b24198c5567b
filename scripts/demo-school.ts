export const demoCredentials = [] as { role: string; email: string; password: string }[];
export async function seedDemoSchool(_db: unknown): Promise<void> {}
