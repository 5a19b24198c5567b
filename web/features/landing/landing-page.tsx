import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Heart, Mail, Phone, Puzzle, ShieldCheck, Sparkles, Users } from "lucide-react";
import { useAuth } from "../../lib/auth-store";
import { platformInfoQuery } from "../../lib/platform-info";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import "./landing.css";

const values = [
  {
    icon: Puzzle,
    title: "Aprendizaje a su ritmo",
    text: "Cada niño avanza con módulos pensados para su forma de aprender, sin prisas ni comparaciones.",
  },
  {
    icon: Heart,
    title: "Entornos tranquilos",
    text: "Pantallas calmadas y predecibles, con lectura clara y pocas distracciones.",
  },
  {
    icon: Users,
    title: "Familias y docentes juntos",
    text: "Madres, padres y profesores siguen el progreso y los trabajos en un mismo lugar.",
  },
];

const faqs = [
  {
    q: "¿Para quién es Tribu?",
    a: "Para niños y niñas neurodiversos de preescolar y primaria, sus familias y sus profesores.",
  },
  {
    q: "¿Qué son las tribus?",
    a: "Son los grupos de estudiantes. Cada tribu tiene sus materias y sus módulos de aprendizaje.",
  },
  {
    q: "¿Cómo sigo el progreso de mi hijo o hija?",
    a: "Con tu cuenta de familia ves sus trabajos, las notas y los comentarios de sus profesores.",
  },
  {
    q: "¿Dónde se guardan los datos?",
    a: "En el propio equipo de la escuela. No se comparten con terceros.",
  },
];

/** The public home; someone already signed in is offered their panel instead of signing in again (issue 22). */
export function LandingPage() {
  const signedIn = useAuth().isAuthenticated;
  const info = useQuery(platformInfoQuery());
  const school = info.data?.school;
  return (
    <div className="landing">
      <header className="landing-header">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>{school?.name ?? "Tribu"}</span>
        </Link>
        <nav aria-label="Acceso" className="landing-actions">
          <ThemeToggle />
          {signedIn ? (
            <Link to="/dashboard" className="btn btn-primary">
              Ir a mi panel
            </Link>
          ) : (
            <>
              <Link to="/login" className="btn btn-secondary">
                Iniciar Sesión
              </Link>
              <Link to="/register" className="btn btn-primary">
                Registrarse
              </Link>
            </>
          )}
        </nav>
      </header>

      <main id="contenido">
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">
            <Sparkles aria-hidden="true" /> Educación para niños neurodiversos
          </p>
          <h1 id="hero-title">Un lugar tranquilo para aprender, crecer y compartir</h1>
          <p className="lead">
            Nuestra misión es acompañar a cada niño y niña neurodiverso, desde preescolar hasta primaria, con
            aprendizaje a su medida, en comunidad con sus familias y profesores.
          </p>
          <div className="button-row">
            {signedIn ? (
              <Link to="/dashboard" className="btn btn-primary btn-large">
                Ir a mi panel
              </Link>
            ) : (
              <Link to="/register" className="btn btn-primary btn-large">
                Comenzar Ahora
              </Link>
            )}
            <a href="#valores" className="btn btn-secondary btn-large">
              Ver Demo
            </a>
            <a href="#contacto" className="btn btn-ghost btn-large">
              Contacto
            </a>
          </div>
        </section>

        <section className="impact" aria-labelledby="impact-title">
          <h2 id="impact-title">Nuestro impacto</h2>
          <ul className="impact-list">
            <li>
              <strong>Más de 100</strong> niños acompañados
            </li>
            <li>
              <strong>Unos 70</strong> estudiantes hoy
            </li>
            <li>
              <strong>4</strong> tribus de aprendizaje
            </li>
          </ul>
        </section>

        <section id="valores" className="values" aria-labelledby="values-title">
          <h2 id="values-title">Lo que nos mueve</h2>
          <div className="card-grid">
            {values.map(({ icon: Icon, title, text }) => (
              <article key={title} className="card value-card">
                <Icon className="value-icon" aria-hidden="true" />
                <h3>{title}</h3>
                <p>{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="faq" aria-labelledby="faq-title">
          <h2 id="faq-title">Preguntas frecuentes</h2>
          {faqs.map((item) => (
            <details key={item.q} className="faq-item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </section>
      </main>

      <footer id="contacto" className="landing-footer">
        <h2>Contacto</h2>
        <p>
          <Phone aria-hidden="true" /> Teléfono:{" "}
          <a href={`tel:${(school?.phone ?? "").replace(/\s+/g, "")}`}>{school?.phone}</a>
        </p>
        <p>
          <Mail aria-hidden="true" /> Correo: <a href={`mailto:${school?.email ?? ""}`}>{school?.email}</a>
        </p>
        <p>
          <ShieldCheck aria-hidden="true" /> <Link to="/privacidad">Aviso de privacidad</Link>
        </p>
        <p className="muted">
          {/* One span: the footer's lines are flex rows, which would space the links apart from their commas. */}
          <span>
            Créditos: los dibujos del ingreso con código son de <a href="https://openmoji.org">OpenMoji</a>, con licencia{" "}
            <a href="https://creativecommons.org/licenses/by-sa/4.0/deed.es">CC BY-SA 4.0</a>.
          </span>
        </p>
      </footer>
    </div>
  );
}
