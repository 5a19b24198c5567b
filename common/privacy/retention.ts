/**
 * What Tribu keeps about a student, why, who reads it and how long it is kept: the privacy notice
 * (/privacidad) shows it to families, and docs/decisions/retention.md gives the legal basis of each
 * row (issue 35). Version 2026-12-01 of the notice (server/domains/privacy/privacy-notice.ts).
 */
export type RetentionRule = { what: string; detail: string; why: string; who: string; keptFor: string };

export const retentionRules: readonly RetentionRule[] = [
  {
    what: "Cuenta",
    detail: "Nombre, apellido, correo, rol, tribu y estado de la cuenta; la contraseña solo como resumen cifrado.",
    why: "Para entrar a Tribu y saber a qué tribu y clases pertenece.",
    who: "El estudiante, su familia y la escuela.",
    keptFor: "Mientras el estudiante esté en la escuela; se borra con el estudiante.",
  },
  {
    what: "Aprendizaje",
    detail: "Módulos y su progreso, clases, tareas, trabajos entregados con sus archivos, calificaciones y comentarios, cuestionarios.",
    why: "Para organizar sus clases y seguir su progreso.",
    who: "El estudiante, su familia, sus profesores y la administración.",
    keptFor: "Mientras el estudiante esté en la escuela; se borra con el estudiante.",
  },
  {
    what: "Asistencia",
    detail: "La marca de cada día (presente, ausente, tarde), las excusas que envía la familia con sus soportes y los avisos de ausencia.",
    why: "La escuela lleva el control de asistencia, que cuenta en la promoción según su sistema de evaluación (SIEE).",
    who: "La familia, sus profesores y la administración.",
    keptFor: "Mientras el estudiante esté en la escuela; se borra con el estudiante.",
  },
  {
    what: "Boletines, informe final y promoción",
    detail: "Los boletines de cada periodo y el informe final tal como se publicaron, las actividades de apoyo y la decisión de la comisión de evaluación y promoción.",
    why: "Son el registro escolar que la escuela debe llevar y del que expide constancias de desempeño (Decreto 1290 de 2009, artículos 16 y 17).",
    who: "La familia lee lo publicado; los profesores y la administración, también los borradores.",
    keptFor:
      "Lo publicado se conserva aun si se borra al estudiante, aparte, en el Archivo académico que solo lee la administración, porque la ley obliga a conservarlo. Los borradores se borran con el estudiante.",
  },
  {
    what: "Ficha de matrícula",
    detail: "Documento de identidad, nombres, fecha y lugar de nacimiento, sexo, grado, dirección, municipio, zona y estrato, EPS y grupo sanguíneo, acudientes (con quién puede recoger al niño o la niña), colegio anterior, fecha de matrícula, novedades y certificados expedidos.",
    why: "La escuela debe llevar el libro de matrícula y el registro escolar, reportar a sus estudiantes al SIMAT y expedir constancias y certificados.",
    who: "La familia y la administración; los profesores del estudiante solo el grado, la salud y los acudientes (no los documentos ni la dirección).",
    keptFor:
      "La identidad, el grado, los acudientes, las novedades y los certificados se conservan aun si se borra al estudiante, porque la ley obliga a conservarlos. La dirección, el estrato, la EPS, el grupo sanguíneo, la categoría de apoyo y los teléfonos se borran con el estudiante.",
  },
  {
    what: "PIAR",
    detail: "El Plan Individual de Ajustes Razonables: cómo aprende, los ajustes por materia, los compromisos, las actas de acuerdo y el seguimiento de cada periodo.",
    why: "La escuela debe ofrecer los ajustes razonables que el estudiante necesita (Decreto 1421 de 2017).",
    who: "La familia, los profesores del estudiante y la administración.",
    keptFor: "Mientras el estudiante esté en la escuela; se borra con el estudiante.",
  },
  {
    what: "Salud y diagnóstico (datos sensibles)",
    detail: "El diagnóstico, los datos de salud y el contexto familiar que se escriben en el PIAR.",
    why: "Para ajustar las clases y evaluaciones. Solo con la autorización expresa y opcional de la familia, aparte del consentimiento general.",
    who: "La familia, los profesores del estudiante y la administración.",
    keptFor: "Mientras la familia mantenga su autorización: si la retira, se borran del PIAR de inmediato; y siempre se borran con el estudiante.",
  },
  {
    what: "Accesibilidad",
    detail: "Preferencias de lectura y de pantalla (tamaño de letra, modo sencillo, menos movimiento).",
    why: "Para que cada niño pueda usar la plataforma.",
    who: "El estudiante, su familia, sus profesores y la administración.",
    keptFor: "Mientras el estudiante esté en la escuela; se borra con el estudiante.",
  },
  {
    what: "Familia y pagos",
    detail: "El vínculo entre el estudiante y su madre, padre o acudiente, las fichas de pago que sube la familia y los consentimientos.",
    why: "Para comunicarnos con la familia y llevar la administración de la escuela.",
    who: "La familia y la administración.",
    keptFor: "Mientras el estudiante esté en la escuela; se borra con el estudiante.",
  },
  {
    what: "Mensajes y avisos",
    detail: "Notificaciones, comunicados leídos y mensajes de WhatsApp de la escuela sobre el estudiante.",
    why: "Para avisar a la familia y a los profesores.",
    who: "Quien los recibe y la administración.",
    keptFor: "Mientras el estudiante esté en la escuela; se borran con el estudiante.",
  },
  {
    what: "Registro de actividad",
    detail: "Inicios de sesión, cambios, revisiones, consentimientos y exportaciones: quién, qué, cuándo y desde qué dirección. Nunca contraseñas ni el contenido de los archivos.",
    why: "Para la seguridad de la plataforma y para responder por lo que se hizo con los datos.",
    who: "Solo la administración.",
    keptFor: "El plazo que la escuela fija en su configuración; al borrar al estudiante, sus entradas quedan sin su nombre.",
  },
];
