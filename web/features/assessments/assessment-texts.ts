import type { Exam, Quiz } from "../../../common/assessments/assessments.schema";
import { examBounds, quizBounds } from "../../../common/assessments/assessments.schema";

export type AssessmentItem = Exam | (Quiz & { youtubeVideoUrl?: undefined });

/** The words of each kind and the spec's bounds ([min, max, default]) of its numbers. */
export const assessmentTexts = {
  exam: {
    title: "Gestión de Exámenes",
    total: "Total Exámenes",
    empty: "No hay exámenes disponibles",
    add: "Nuevo Examen",
    edit: "Editar Examen",
    saveError: "Error al guardar el examen",
    deleteError: "Error al eliminar el examen",
    confirm: "¿Estás seguro de que quieres eliminar este examen?",
    deleteTitle: "Eliminar examen",
    list: "Exámenes",
    bounds: examBounds,
  },
  quiz: {
    title: "Gestión de Cuestionarios",
    total: "Total Cuestionarios",
    empty: "No hay cuestionarios disponibles",
    add: "Nuevo Cuestionario",
    edit: "Editar Cuestionario",
    saveError: "Error al guardar el cuestionario",
    deleteError: "Error al eliminar el cuestionario",
    confirm: "¿Estás seguro de que quieres eliminar este cuestionario?",
    deleteTitle: "Eliminar cuestionario",
    list: "Cuestionarios",
    bounds: quizBounds,
  },
} as const;
