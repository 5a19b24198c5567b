import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { phoneMessages, toE164 } from "../phone.js";
import { normalizeNit } from "./nit.js";

/**
 * 'Datos de la empresa' (issue 22): who sells, as printed on every quotation PDF. Changed by an
 * admin, stored in the school's settings under "company"; the logo is a stored image (PNG or JPEG).
 */
export const companyMessages = {
  saved: "Datos de la empresa guardados",
  nameRequired: "Escribe el nombre de la empresa o escuela.",
  nitInvalid: "El NIT no es válido: escribe el número y el dígito de verificación, por ejemplo 900.123.456-7.",
  emailInvalid: "El correo electrónico no es válido.",
  logoKind: "El logo debe ser una imagen PNG o JPEG.",
  logoDamaged: "La imagen del logo está dañada. Guárdala de nuevo como PNG o JPEG e inténtalo otra vez.",
  logoRequired: "Selecciona la imagen del logo.",
  logoSaved: "Logo guardado",
  logoRemoved: "Logo quitado",
  noLogo: "La empresa no tiene logo.",
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (max: number, message?: string) => z.string({ error: message }).trim().max(max, `Máximo ${max} caracteres`);

/** What the admin types; the NIT and phone are written in their one format before they are stored. */
export const companyInput = z
  .object({
    name: text(200).min(1, companyMessages.nameRequired),
    nit: text(30)
      .refine((value) => value === "" || normalizeNit(value) !== null, companyMessages.nitInvalid)
      .transform((value) => (value === "" ? "" : (normalizeNit(value) as string))),
    address: text(300),
    phone: text(30)
      .refine((value) => value === "" || toE164(value) !== null, phoneMessages.invalid)
      .transform((value) => (value === "" ? "" : (toE164(value) as string))),
    email: text(320).refine((value) => value === "" || emailPattern.test(value), companyMessages.emailInvalid),
  })
  .strict();
export type CompanyInput = z.infer<typeof companyInput>;

export const companySchema = z.object({
  name: z.string(),
  nit: z.string(),
  address: z.string(),
  /** E.164 ("+576012345678"); shown with formatPhone. */
  phone: z.string(),
  email: z.string(),
  hasLogo: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** As stored in school_settings (the logo by its file id). */
export const storedCompanySchema = z.object({
  name: z.string(),
  nit: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  logoFileId: z.number().nullable(),
});
export type StoredCompany = z.infer<typeof storedCompanySchema>;

export const companyOutput = messageOutput({ company: companySchema });
