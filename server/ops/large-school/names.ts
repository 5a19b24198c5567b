/** Names for the large school's people, combined so every account's address is its own. */
export const girlNames = ["Sofía", "Valentina", "Emilia", "Isabella", "Lucía", "Antonella", "Salomé", "Mariana", "Sara", "Valeria", "Daniela", "Luciana", "Manuela", "Renata", "Gabriela", "Camila", "Juliana", "Paula", "Laura", "Victoria"];
export const boyNames = ["Mateo", "Samuel", "Martín", "Tomás", "Gabriel", "Jerónimo", "Simón", "Nicolás", "Juan José", "Emmanuel", "Santiago", "Maximiliano", "David", "Matías", "Joaquín", "Sebastián", "Alejandro", "Felipe", "Daniel", "Miguel"];
export const adultNames = ["Carolina", "Jorge", "Natalia", "Felipe", "Adriana", "Ricardo", "Paola", "Hernán", "Claudia", "Andrea", "Luis Fernando", "Diana Patricia", "Mauricio", "Liliana", "Óscar", "Sandra", "Wilson", "Beatriz", "Germán", "Yolanda", "Marcela", "Javier", "Catalina", "Alberto"];
export const lastNames = ["Herrera", "Castro", "Ortiz", "Mora", "Núñez", "Rodríguez", "Martínez", "López", "Sánchez", "Ramírez", "Torres", "Jaramillo", "Cárdenas", "Quintero", "Muñoz", "Giraldo", "Peñaloza", "Zapata", "Ospina", "Bermúdez", "Gómez", "Ríos", "Peña", "Valencia", "Restrepo", "Acosta", "Vargas", "Rojas", "Moreno", "Salazar"];

export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");
}

/** The large school's addresses: name, surname and a number, beside the demo's @demo.tribu. */
export const largeEmail = (first: string, last: string, n: number) => `${slug(first)}.${slug(last)}.${n}@grande.tribu`;
