/** A student without a tribe (a self-registered one) sees no modules until the school places them (issue 19). */
export const noTribeMessage = "Aún no tienes tribu. Cuando la escuela te asigne a una tribu, aquí verás tus módulos.";
