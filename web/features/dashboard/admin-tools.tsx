import { Link } from "@tanstack/react-router";
import {
  Archive,
  BarChart3,
  BookMarked,
  CalendarCheck,
  CalendarClock,
  CalendarCog,
  ClipboardCheck,
  FileQuestion,
  FileText,
  GraduationCap,
  History,
  KanbanSquare,
  ListTodo,
  type LucideIcon,
  MessageCircle,
  NotebookPen,
  School,
  ShieldCheck,
  Users,
} from "lucide-react";
import "./dashboard.css";

type Tool = { to: string; label: string; icon: LucideIcon };

/**
 * The spec's admin menu lists none of the admin-only tools (route table of part 2); the sidebar keeps the
 * spec's entries and the dashboard gives each tool one predictable place, with icon and word.
 */
const groups: { title: string; tools: Tool[] }[] = [
  {
    title: "Escuela",
    tools: [
      { to: "/dashboard/classes", label: "Clases", icon: School },
      { to: "/dashboard/studentclasses", label: "Inscripciones", icon: Users },
      { to: "/dashboard/assignments", label: "Tareas", icon: CalendarCheck },
      { to: "/dashboard/materials", label: "Materiales", icon: BookMarked },
      { to: "/dashboard/visual-day", label: "Día visual", icon: CalendarClock },
      { to: "/dashboard/calendario-escolar", label: "Calendario escolar", icon: CalendarCog },
      { to: "/dashboard/exams", label: "Exámenes", icon: ClipboardCheck },
      { to: "/dashboard/quiz", label: "Cuestionarios", icon: FileQuestion },
      { to: "/dashboard/reports", label: "Reportes", icon: BarChart3 },
      { to: "/dashboard/audit", label: "Registro de actividad", icon: History },
      { to: "/dashboard/privacy", label: "Privacidad y datos", icon: ShieldCheck },
      { to: "/dashboard/archivo-academico", label: "Archivo académico", icon: Archive },
    ],
  },
  {
    title: "Gestión",
    tools: [
      { to: "/dashboard/quotations", label: "Cotizaciones", icon: FileText },
      { to: "/dashboard/crm", label: "Clientes (CRM)", icon: NotebookPen },
      { to: "/dashboard/notion", label: "Tablero de tareas", icon: KanbanSquare },
      { to: "/dashboard/todo", label: "Pendientes", icon: ListTodo },
      { to: "/dashboard/google-classroom", label: "Google Classroom", icon: GraduationCap },
      { to: "/dashboard/whatsapp", label: "Mensajes (WhatsApp)", icon: MessageCircle },
    ],
  },
];

export function AdminTools() {
  return (
    <nav aria-labelledby="admin-tools-title" className="admin-tools">
      <h2 id="admin-tools-title" className="section-title">
        Herramientas
      </h2>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3 className="admin-tools-group">{group.title}</h3>
          <ul className="tool-grid">
            {group.tools.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="tool-link">
                  <Icon aria-hidden="true" />
                  <span>{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
