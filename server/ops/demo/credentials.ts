import type { DemoCredential } from "../../../common/setup/setup.schema.js";

export const demoPassword = "demo1234";
/** Tribu 1's class code: /entrar/CASA23 on a tablet; Sofía taps sol, pez; Valentina gato, flor (issue 21). */
export const demoClassCode = "CASA23";

export const demoCredentials: DemoCredential[] = [
  { role: "Administrador", email: "admin@demo.tribu", password: demoPassword },
  { role: "Profesor", email: "profesora@demo.tribu", password: demoPassword },
  { role: "Estudiante", email: "estudiante@demo.tribu", password: demoPassword },
  { role: "Padre/Madre", email: "familia@demo.tribu", password: demoPassword },
];
