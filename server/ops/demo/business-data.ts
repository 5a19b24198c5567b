/** The school's business side in the demo: its clients (workshops it sells), its catalogue, quotations, to-dos and tasks. */
import type { CrmRecord } from "../../../common/crm/crm-record.js";

export const crmClients: Array<Omit<CrmRecord, "lastContact"> & { lastContactDays: number }> = [
  { name: "Colegio Los Andes", contactPerson: "Gloria Pérez", email: "gloria.perez@losandes.edu.co", phone: "+57 601 555 0101", address: "Cra. 7 # 45-10, Bogotá", status: "active", totalProjects: 3, totalRevenue: 18500000, lastContactDays: -4, notes: "Taller de inclusión para docentes cada semestre." },
  { name: "Fundación Manos Amigas", contactPerson: "Héctor Salazar", email: "hector@manosamigas.org", phone: "+57 604 555 0188", address: "Calle 10 # 43-20, Medellín", status: "active", totalProjects: 2, totalRevenue: 9200000, lastContactDays: -12, notes: "Acompañamiento a familias los sábados." },
  { name: "Jardín Infantil Pequeños Pasos", contactPerson: "Mónica Arango", email: "direccion@pequenospasos.co", phone: "+57 602 555 0143", address: "Av. 6N # 25-30, Cali", status: "prospect", totalProjects: 0, totalRevenue: 0, lastContactDays: -2, notes: "Pidió cotización de la asesoría en rutinas visuales." },
  { name: "Secretaría de Educación de Chía", contactPerson: "Julián Becerra", email: "jbecerra@chia.gov.co", phone: "+57 601 555 0177", address: "Cra. 11 # 11-29, Chía", status: "prospect", totalProjects: 0, totalRevenue: 0, lastContactDays: -9, notes: "Interesados en formación para 12 colegios." },
  { name: "Centro Terapéutico Crecer", contactPerson: "Marcela Ruiz", email: "marcela@crecer.com.co", phone: "+57 605 555 0110", address: "Calle 72 # 50-15, Barranquilla", status: "active", totalProjects: 4, totalRevenue: 24750000, lastContactDays: -20, notes: "Comparten terapeutas ocupacionales con nosotros." },
  { name: "Gimnasio Campestre del Norte", contactPerson: "Esteban Duarte", email: "esteban.duarte@gcn.edu.co", phone: "+57 601 555 0166", address: "Km 5 vía Cota, Cundinamarca", status: "inactive", totalProjects: 1, totalRevenue: 4300000, lastContactDays: -150, notes: "Proyecto terminado en marzo; retomar el próximo año." },
  { name: "Corporación Sonrisas", contactPerson: "Patricia Vélez", email: "pvelez@sonrisas.org.co", phone: "+57 607 555 0122", address: "Calle 36 # 21-40, Bucaramanga", status: "inactive", totalProjects: 2, totalRevenue: 7800000, lastContactDays: -210, notes: "Cambió de directora; sin respuesta desde mayo." },
  { name: "Colegio Bilingüe San Marcos", contactPerson: "Ángela Castaño", email: "acastano@sanmarcos.edu.co", phone: "+57 606 555 0139", address: "Av. Santander # 55-12, Manizales", status: "prospect", totalProjects: 0, totalRevenue: 0, lastContactDays: -1, notes: "Visita agendada para la próxima semana." },
];

/** Prices in Colombian pesos. */
export const catalogue = [
  { code: "TAL-001", title: "Taller de lectura inclusiva (4 sesiones)", price: 1800000 },
  { code: "TAL-002", title: "Taller de rutinas visuales para docentes", price: 1500000 },
  { code: "ASE-001", title: "Asesoría en adaptaciones curriculares (hora)", price: 180000 },
  { code: "ASE-002", title: "Acompañamiento a familias (sesión)", price: 120000 },
  { code: "MAT-001", title: "Kit de pictogramas impresos", price: 95000 },
  { code: "MAT-002", title: "Regletas y bloques de conteo", price: 140000 },
  { code: "MAT-003", title: "Audífonos de cancelación de ruido", price: 210000 },
  { code: "PLA-001", title: "Licencia anual de la plataforma (por estudiante)", price: 60000 },
  { code: "FOR-001", title: "Diplomado en educación neurodiversa", price: 3200000 },
  { code: "EVA-001", title: "Evaluación psicopedagógica", price: 450000 },
  // Paint for the art rooms, by the bucket (BC: cubetas de 19 L) and by the gallon (BG: galones de 4 L).
  { code: "BC-VIN-01", title: "Vinilo lavable blanco, cubeta 19 L", price: 285000 },
  { code: "BC-VIN-02", title: "Vinilo lavable de colores, cubeta 19 L", price: 320000 },
  { code: "BG-ACR-01", title: "Pintura acrílica escolar, galón 4 L", price: 89000 },
  { code: "BG-ACR-02", title: "Pintura de dedos no tóxica, galón 4 L", price: 76000 },
  { code: "BG-TEM-01", title: "Témpera escolar surtida, galón 4 L", price: 68000 },
];

export const quotationSeeds: Array<{ client: string; project: string; items: Array<[number, number]>; discount: number; status: "pending" | "approved" | "rejected"; daysAgo: number }> = [
  { client: "Jardín Infantil Pequeños Pasos", project: "Rutinas visuales 2027", items: [[2, 1], [5, 10]], discount: 5, status: "pending", daysAgo: 1 },
  { client: "Secretaría de Educación de Chía", project: "Formación de docentes", items: [[9, 12], [1, 12]], discount: 10, status: "pending", daysAgo: 8 },
  { client: "Fundación Manos Amigas", project: "Pintura para el mural del barrio", items: [[11, 2], [13, 4], [15, 6]], discount: 3, status: "pending", daysAgo: 3 },
  { client: "Colegio Los Andes", project: "Taller de inclusión, segundo semestre", items: [[1, 2], [3, 10]], discount: 0, status: "approved", daysAgo: 35 },
  { client: "Centro Terapéutico Crecer", project: "Materiales para el aula sensorial", items: [[6, 15], [7, 8], [5, 5]], discount: 7.5, status: "approved", daysAgo: 60 },
  { client: "Corporación Sonrisas", project: "Acompañamiento a familias", items: [[4, 20]], discount: 0, status: "rejected", daysAgo: 190 },
  { client: "Gimnasio Campestre del Norte", project: "Licencias de la plataforma", items: [[8, 45], [10, 3]], discount: 12, status: "rejected", daysAgo: 120 },
];

export const todoSeeds: Array<{ title: string; description: string; priority: "high" | "medium" | "low"; status: "todo" | "in-progress" | "review" | "done"; dueDays: number | null; assignedTo: string; tags: string[] }> = [
  { title: "Revisar los recibos de este mes", description: "Aprobar o rechazar los recibos pendientes.", priority: "high", status: "todo", dueDays: 2, assignedTo: "Laura Gómez", tags: ["pagos"] },
  { title: "Llamar a la familia Rodríguez", description: "Consentimiento de privacidad pendiente de Tomás.", priority: "high", status: "in-progress", dueDays: 1, assignedTo: "Laura Gómez", tags: ["familias", "privacidad"] },
  { title: "Preparar la reunión de padres", description: "Agenda, sala y pictogramas del día.", priority: "medium", status: "todo", dueDays: 9, assignedTo: "Marta Ríos", tags: ["familias"] },
  { title: "Renovar las licencias de los computadores", description: "", priority: "low", status: "todo", dueDays: 25, assignedTo: "Laura Gómez", tags: ["tecnología"] },
  { title: "Enviar la cotización a Pequeños Pasos", description: "Confirmar cantidades con Mónica Arango.", priority: "medium", status: "review", dueDays: -1, assignedTo: "Laura Gómez", tags: ["clientes"] },
  { title: "Comprar audífonos para Tribu 3", description: "Tres pares de cancelación de ruido.", priority: "medium", status: "in-progress", dueDays: 5, assignedTo: "Camilo Restrepo", tags: ["materiales"] },
  { title: "Actualizar el día visual de diciembre", description: "", priority: "low", status: "todo", dueDays: null, assignedTo: "Diana Acosta", tags: [] },
  { title: "Cerrar las notas del periodo", description: "Todas las tribus.", priority: "high", status: "done", dueDays: -7, assignedTo: "Laura Gómez", tags: ["académico"] },
];

export const taskSeeds: Array<{ name: string; description: string; status: "Not started" | "In progress" | "Done"; priority: "Low" | "Medium" | "High"; dueDays: number | null }> = [
  { name: "Plan de la semana de la ciencia", description: "Experimentos por tribu y lista de materiales.", status: "In progress", priority: "High", dueDays: 6 },
  { name: "Jornada de puertas abiertas", description: "Invitaciones, horarios y guías.", status: "Not started", priority: "Medium", dueDays: 20 },
  { name: "Inventario del aula sensorial", description: "", status: "Not started", priority: "Low", dueDays: null },
  { name: "Capacitación en lectura fácil", description: "Sesión para todo el equipo docente.", status: "Done", priority: "Medium", dueDays: -10 },
  { name: "Revisión de los perfiles de accesibilidad", description: "Con cada familia, antes del cierre.", status: "In progress", priority: "High", dueDays: 3 },
  { name: "Salida pedagógica al jardín botánico", description: "Permisos firmados y transporte.", status: "Not started", priority: "High", dueDays: 14 },
];

/** WhatsApp conversations with six families (demo channel: nothing leaves). "in" is the family writing. */
export const conversations: Array<{ parent: string; messages: Array<[direction: "in" | "out", text: string, hoursAgo: number]> }> = [
  { parent: "familia@demo.tribu", messages: [["out", "Hola Carolina, Sofía hizo un trabajo muy bonito de conteo hoy.", 30], ["in", "¡Qué alegría! Gracias por contarnos.", 29], ["in", "¿Mañana deben llevar algo especial?", 2]] },
  { parent: "familia.castro@demo.tribu", messages: [["out", "Jorge, el recibo del mes pasado no se lee bien. ¿Nos lo envía de nuevo?", 50], ["in", "Claro, esta tarde lo subo otra vez.", 48]] },
  { parent: "familia.ortiz@demo.tribu", messages: [["in", "Buenos días, Samuel tiene cita médica el jueves.", 6], ["out", "Gracias, Natalia. Queda anotado.", 5]] },
  { parent: "familia.rodriguez@demo.tribu", messages: [["out", "Ricardo, falta el consentimiento de privacidad de Tomás.", 72], ["in", "Lo reviso este fin de semana.", 1]] },
  { parent: "familia.nunez@demo.tribu", messages: [["in", "¿La reunión de padres es presencial?", 20], ["out", "Sí, en el salón de Tribu 2, a las 5 p. m.", 19], ["in", "Perfecto, ahí estaremos.", 18]] },
  { parent: "familia.bermudez@demo.tribu", messages: [["out", "Bienvenida Renata a Tribu 1. ¡La esperamos el lunes!", 40], ["in", "¡Gracias! Está muy emocionada.", 3]] },
];
