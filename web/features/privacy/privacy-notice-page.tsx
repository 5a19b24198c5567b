import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { platformInfoQuery } from "../../lib/platform-info";
import { usePageTitle } from "../../lib/use-page-title";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import { retentionRules } from "../../../common/privacy/retention";
import { sensitiveMessages } from "../../../common/privacy/sensitive-data";
import "./privacy.css";

/** Public privacy notice (Ley 1581 de 2012, with the GDPR as reference); the controller comes from configuration. */
export function PrivacyNoticePage() {
  usePageTitle("Aviso de privacidad");
  const info = useQuery(platformInfoQuery());
  const controller = info.data?.dataController;
  const version = info.data?.privacyNoticeVersion;
  const schoolName = info.data?.school.name ?? "la escuela";
  return (
    <div className="auth-page privacy-page">
      <header className="auth-header">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>{info.data?.school.name ?? "Tribu"}</span>
        </Link>
        <ThemeToggle />
      </header>
      <main id="contenido" className="privacy-main">
        <article className="card privacy-notice">
          <h1>
            <ShieldCheck aria-hidden="true" /> Aviso de privacidad
          </h1>
          <p className="lead">
            Tribu guarda datos de niñas y niños, muchos con autismo, TDAH o dislexia. Cuidarlos es parte de educarlos. Aquí
            explicamos qué guardamos, para qué, por cuánto tiempo, quién lo ve y cómo ejercer tus derechos.
          </p>
          {version ? <p className="muted">Versión del aviso: {version}</p> : null}

          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller">Responsable del tratamiento</h2>
            {controller ? (
              <ul className="privacy-contact">
                <li>
                  <strong>{controller.name}</strong>
                </li>
                <li>
                  <Mail aria-hidden="true" /> Correo: <a href={`mailto:${controller.email}`}>{controller.email}</a>
                </li>
                <li>
                  <Phone aria-hidden="true" /> Teléfono: <a href={`tel:${controller.phone.replace(/\s+/g, "")}`}>{controller.phone}</a>
                </li>
                <li>
                  <MapPin aria-hidden="true" />
                  <span>Dirección: {controller.address ?? "la dirección de la sede está disponible en la secretaría de la escuela"}</span>
                </li>
              </ul>
            ) : (
              <p role="status">Cargando...</p>
            )}
          </section>

          <section aria-labelledby="privacy-what">
            <h2 id="privacy-what">Qué datos guardamos, para qué, quién los lee y por cuánto tiempo</h2>
            <dl className="privacy-list">
              {retentionRules.map((rule) => (
                <div key={rule.what}>
                  <dt>{rule.what}</dt>
                  <dd>
                    {rule.detail}
                    <br />
                    <strong>Para qué:</strong> {rule.why} <strong>Quién lo lee:</strong> {rule.who} <strong>Cuánto tiempo:</strong> {rule.keptFor}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="privacy-why">
            <h2 id="privacy-why">Para qué los usamos</h2>
            <p>
              Solo para la educación de cada estudiante en {schoolName}: organizar sus clases y módulos, seguir su progreso,
              llevar la asistencia y los boletines, ofrecer los ajustes razonables del PIAR, comunicar a la familia con sus
              profesores, adaptar la plataforma a sus necesidades y llevar la administración de la escuela. No vendemos los
              datos, no hacemos publicidad con ellos y no los usamos para perfiles comerciales.
            </p>
          </section>

          <section aria-labelledby="privacy-sensitive">
            <h2 id="privacy-sensitive">Datos sensibles: salud y diagnóstico</h2>
            <p>
              La ley llama sensibles a los datos de salud (Ley 1581 de 2012, artículo 5). Solo los registramos con tu
              autorización expresa, que se da aparte del consentimiento general, en <strong>Mis Hijos</strong>. Cubre:{" "}
              {sensitiveMessages.whatItCovers}
            </p>
            <p>{sensitiveMessages.optional}</p>
            <p>{sensitiveMessages.onWithdrawal}</p>
          </section>

          <section aria-labelledby="privacy-who">
            <h2 id="privacy-who">Quién los ve</h2>
            <ul>
              <li>La madre, el padre o el acudiente vinculado ve los datos de su propio hijo o hija.</li>
              <li>Los profesores ven a los estudiantes de sus clases y los trabajos de sus módulos.</li>
              <li>La administración de la escuela ve todo para poder gestionarlo.</li>
              <li>
                Los datos se guardan en el servidor de la propia escuela. No se entregan a terceros salvo obligación legal.
              </li>
            </ul>
          </section>

          <section aria-labelledby="privacy-how-long">
            <h2 id="privacy-how-long">Cuando se borra a un estudiante</h2>
            <p>
              Cuando la familia lo pide, o cuando el estudiante deja la escuela y ya no hace falta conservarlos, la
              administración borra al estudiante: su cuenta, sus registros y sus archivos se eliminan de una vez. Lo único que
              se conserva es el registro académico que la ley obliga a guardar (boletines e informes finales publicados,
              decisiones de promoción y resultados de actividades de apoyo; Decreto 1290 de 2009, artículos 16 y 17), aparte, y
              solo lo lee la administración. La supresión de esos documentos no procede mientras exista ese deber legal
              (Decreto 1377 de 2013, artículo 9). El registro de actividad guarda solo que hubo un borrado, sin el nombre del
              estudiante.
            </p>
          </section>

          <section aria-labelledby="privacy-consent">
            <h2 id="privacy-consent">Consentimiento de la familia</h2>
            <p>
              Como la ley pide para los datos de menores de edad, la madre, el padre o el acudiente da su autorización previa
              e informada desde su cuenta, en <strong>Mis Hijos</strong>. Puede retirarla cuando quiera desde el mismo lugar;
              el retiro queda registrado con su fecha.
            </p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">Tus derechos</h2>
            <p>
              La Ley 1581 de 2012 de Colombia (y, como referencia, el Reglamento General de Protección de Datos europeo) te da
              derecho a:
            </p>
            <ul>
              <li>
                <strong>Conocer y acceder</strong> a los datos: desde Mis Hijos puedes descargar una copia completa de los datos
                de tu hijo o hija (un archivo .zip con todos sus registros y archivos).
              </li>
              <li>
                <strong>Rectificar</strong> datos incorrectos o incompletos.
              </li>
              <li>
                <strong>Pedir el borrado</strong> (supresión) de los datos y <strong>revocar la autorización</strong>.
              </li>
              <li>
                <strong>Ser informado</strong> del uso que se da a los datos, y presentar quejas ante la Superintendencia de
                Industria y Comercio.
              </li>
            </ul>
          </section>

          <section aria-labelledby="privacy-ask">
            <h2 id="privacy-ask">Cómo pedirlo</h2>
            <p>
              Escribe a {controller ? <a href={`mailto:${controller.email}`}>{controller.email}</a> : "la escuela"} indicando tu
              nombre, el del estudiante y lo que pides (acceso, corrección o borrado). Respondemos consultas en un máximo de 10
              días hábiles y reclamos en un máximo de 15 días hábiles, como indica la ley.
            </p>
          </section>

          <p className="form-links">
            <Link to="/">Volver al inicio</Link>
          </p>
        </article>
      </main>
    </div>
  );
}
