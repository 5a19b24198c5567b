/** What the demo school teaches: subjects, one module per tribe and subject (two in Tribu 1), classes. */

export const materias = [
  { name: "Matemáticas", description: "Números, formas y patrones con material concreto." },
  { name: "Lenguaje", description: "Lectura, escritura y comunicación." },
  { name: "Ciencias", description: "Explorar la naturaleza y el cuerpo." },
  { name: "Arte", description: "Expresión con colores, música y movimiento." },
];

export type ModuleSeed = { title: string; tribe: string; materia: string; teacher: string; pdf: "file" | "link" | null; video: string | null; daysAgo: number };

const marta = "profesora@demo.tribu";
const andres = "profesor@demo.tribu";
const juliana = "juliana.valencia@demo.tribu";
const camilo = "camilo.restrepo@demo.tribu";
const diana = "diana.acosta@demo.tribu";

export const moduleSeeds: ModuleSeed[] = [
  { title: "Contar hasta 20", tribe: "Tribu 1", materia: "Matemáticas", teacher: marta, pdf: "file", video: "https://www.youtube.com/watch?v=Aq4UAss33qA", daysAgo: 200 },
  { title: "Sumas con bloques", tribe: "Tribu 2", materia: "Matemáticas", teacher: marta, pdf: "file", video: null, daysAgo: 190 },
  { title: "Mi primer cuento", tribe: "Tribu 1", materia: "Lenguaje", teacher: andres, pdf: "link", video: "https://youtu.be/5qap5aO4i9A", daysAgo: 150 },
  { title: "Las plantas", tribe: "Tribu 3", materia: "Ciencias", teacher: andres, pdf: "file", video: "https://www.youtube.com/watch?v=tkFPyue5X3Q", daysAgo: 140 },
  // Not handed in by Sofía nor Valentina: their work for today on the simple home (issue 21).
  { title: "Mi casa y mi familia", tribe: "Tribu 1", materia: "Lenguaje", teacher: marta, pdf: "file", video: null, daysAgo: 6 },
  { title: "Los animales de la granja", tribe: "Tribu 1", materia: "Ciencias", teacher: marta, pdf: "link", video: "https://www.youtube.com/watch?v=hewioH4vv2g", daysAgo: 90 },
  { title: "Colores primarios", tribe: "Tribu 1", materia: "Arte", teacher: marta, pdf: null, video: "https://www.youtube.com/watch?v=ybt2jhCQ3lA", daysAgo: 60 },
  { title: "Rimas y canciones", tribe: "Tribu 2", materia: "Lenguaje", teacher: juliana, pdf: "file", video: "https://www.youtube.com/watch?v=l4WNrvVjiTw", daysAgo: 120 },
  { title: "El ciclo del agua", tribe: "Tribu 2", materia: "Ciencias", teacher: juliana, pdf: "file", video: "https://www.youtube.com/watch?v=ncORPosDrjI", daysAgo: 80 },
  { title: "Títeres de papel", tribe: "Tribu 2", materia: "Arte", teacher: juliana, pdf: "link", video: null, daysAgo: 40 },
  { title: "Restas en la tienda", tribe: "Tribu 3", materia: "Matemáticas", teacher: camilo, pdf: "file", video: null, daysAgo: 110 },
  { title: "Cartas a un amigo", tribe: "Tribu 3", materia: "Lenguaje", teacher: camilo, pdf: "link", video: "https://www.youtube.com/watch?v=0xtY2Sl0ai0", daysAgo: 70 },
  { title: "Música con el cuerpo", tribe: "Tribu 3", materia: "Arte", teacher: camilo, pdf: null, video: "https://www.youtube.com/watch?v=ahCwqrYpIuM", daysAgo: 30 },
  { title: "Medir y comparar", tribe: "Tribu 4", materia: "Matemáticas", teacher: diana, pdf: "file", video: null, daysAgo: 130 },
  { title: "Noticias del salón", tribe: "Tribu 4", materia: "Lenguaje", teacher: diana, pdf: "link", video: null, daysAgo: 95 },
  { title: "El sistema solar", tribe: "Tribu 4", materia: "Ciencias", teacher: diana, pdf: "file", video: "https://www.youtube.com/watch?v=Qd6nLM2QlWw", daysAgo: 55 },
  { title: "Pintura con acuarela", tribe: "Tribu 4", materia: "Arte", teacher: diana, pdf: null, video: "https://www.youtube.com/watch?v=0jEg8Nq-Oho", daysAgo: 20 },
];

export type ClassSeed = { title: string; description: string; module: string; teacher: string; tribe: string; only?: string[] };

export const classSeeds: ClassSeed[] = [
  { title: "Matemáticas Tribu 1", description: "Clase de los martes y jueves.", module: "Contar hasta 20", teacher: marta, tribe: "Tribu 1" },
  { title: "Lectura compartida", description: "Lectura en voz alta en grupo.", module: "Mi primer cuento", teacher: andres, tribe: "Tribu 1" },
  { title: "Sumas Tribu 2", description: "Sumas con material concreto, los lunes.", module: "Sumas con bloques", teacher: marta, tribe: "Tribu 2" },
  { title: "Ciencias Tribu 2", description: "Experimentos sencillos con agua y plantas.", module: "El ciclo del agua", teacher: juliana, tribe: "Tribu 2" },
  { title: "Arte y movimiento", description: "Música, ritmo y cuerpo los viernes.", module: "Música con el cuerpo", teacher: camilo, tribe: "Tribu 3" },
  { title: "Exploradores del espacio", description: "Planetas, estrellas y maquetas.", module: "El sistema solar", teacher: diana, tribe: "Tribu 4" },
];

/** Per class: one due soon, one late (its date passed, some children have not done it) and one done. */
export type AssignmentSeed = { class: string; title: string; description: string; dueDays: number; createdDays: number };

export const assignmentSeeds: AssignmentSeed[] = [
  { class: "Matemáticas Tribu 1", title: "Contar objetos de casa", description: "Cuenta 10 objetos y dibújalos.", dueDays: 5, createdDays: -3 },
  { class: "Matemáticas Tribu 1", title: "Figuras en el parque", description: "Encuentra tres círculos y tres cuadrados.", dueDays: -4, createdDays: -12 },
  { class: "Lectura compartida", title: "Leer un cuento corto", description: "Elige un cuento y cuéntalo con tus palabras.", dueDays: -1, createdDays: -8 },
  { class: "Lectura compartida", title: "Mi palabra favorita", description: "Escribe o dibuja tu palabra favorita.", dueDays: 3, createdDays: -2 },
  { class: "Sumas Tribu 2", title: "Sumas con tapas", description: "Resuelve cinco sumas usando tapas de botella.", dueDays: 2, createdDays: -5 },
  { class: "Sumas Tribu 2", title: "Problemas de la tienda", description: "Suma los precios de tres frutas.", dueDays: -6, createdDays: -15 },
  { class: "Ciencias Tribu 2", title: "Observar una nube", description: "Dibuja la forma de una nube y su color.", dueDays: 7, createdDays: -1 },
  { class: "Ciencias Tribu 2", title: "Germinar un fríjol", description: "Pon un fríjol en algodón y cuéntanos qué pasa.", dueDays: -3, createdDays: -20 },
  { class: "Arte y movimiento", title: "Ritmo con palmas", description: "Inventa un ritmo de cuatro palmas.", dueDays: 4, createdDays: -4 },
  { class: "Arte y movimiento", title: "Baile de los animales", description: "Muévete como tu animal favorito y grábalo.", dueDays: -2, createdDays: -10 },
  { class: "Exploradores del espacio", title: "Maqueta de la Luna", description: "Haz la Luna con plastilina o papel.", dueDays: 6, createdDays: -2 },
  { class: "Exploradores del espacio", title: "Los planetas en orden", description: "Ordena las tarjetas de los planetas.", dueDays: -5, createdDays: -14 },
];

export const materials = [
  { title: "Tarjetas de números", type: "PDF", url: "https://example.org/tarjetas-numeros.pdf", by: marta },
  { title: "Canción de las vocales", type: "Video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", by: andres },
  { title: "Pictogramas de la rutina", type: "PDF", url: "https://example.org/pictogramas-rutina.pdf", by: marta },
  { title: "Cuentos cortos para leer en voz alta", type: "Enlace", url: "https://example.org/cuentos-cortos", by: andres },
  { title: "Experimentos con agua", type: "Video", url: "https://www.youtube.com/watch?v=ncORPosDrjI", by: juliana },
  { title: "Guía de respiración para la calma", type: "PDF", url: "https://example.org/respiracion-calma.pdf", by: camilo },
  { title: "Mapa del sistema solar", type: "Imagen", url: "https://example.org/sistema-solar.png", by: diana },
  { title: "Regletas de colores", type: "PDF", url: "https://example.org/regletas.pdf", by: marta },
];
