import { z } from "zod";

export const materialSchema = z.object({ id: z.number(), title: z.string(), type: z.string(), url: z.string() });
export type Material = z.infer<typeof materialSchema>;
