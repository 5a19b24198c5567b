import { z } from "zod";
import { registerFields } from "../auth/auth.schema.js";
import { summarised } from "../input-rules.js";

export const firstAdminInput = summarised(z.object(registerFields));
export type FirstAdminInput = z.infer<typeof firstAdminInput>;

export const demoCredentialSchema = z.object({ role: z.string(), email: z.string(), password: z.string() });

export const platformInfoSchema = z.object({
  needsFirstAdmin: z.boolean(),
  demoMode: z.boolean(),
  /** Whether students may register themselves (an admin's 'Registro abierto'); the register page says so when not. */
  registrationOpen: z.boolean(),
  school: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** The privacy notice's data controller and version (issue 11). */
  dataController: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string().nullable() }),
  privacyNoticeVersion: z.string(),
  demoCredentials: z.array(demoCredentialSchema),
});
export type PlatformInfo = z.infer<typeof platformInfoSchema>;
export type DemoCredential = z.infer<typeof demoCredentialSchema>;
