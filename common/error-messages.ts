/**
 * The general answers of any call (401, 403, 400, 500, 404), written once: the server puts them on
 * its errors and the screens show the same words when they explain a failure themselves.
 */
export const errorMessages = {
  unauthorized: "No autorizado. Inicia sesión de nuevo.",
  forbidden: "No tienes permisos para acceder a esta página",
  invalidData: "Datos inválidos. Verifica que todos los campos estén correctos.",
  internal: "El servidor está experimentando problemas. Por favor, contacta al administrador o intenta más tarde.",
  notFound: "Recurso no encontrado",
} as const;
