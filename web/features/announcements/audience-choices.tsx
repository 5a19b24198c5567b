import type { AnnouncementScope } from "../../../common/announcements/announcements.schema";
import type { SchoolClass } from "../../../common/classes/classes.schema";
import type { NewAnnouncement } from "./use-announcements";

type Props = {
  admin: boolean;
  values: NewAnnouncement;
  set: (change: Partial<NewAnnouncement>) => void;
  /** The tribes and classes this writer may address. */
  tribes: string[];
  classes: SchoolClass[];
  errors: Record<string, string>;
};

const toggled = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Where the announcement goes and for whom: the choices the server's policy allows this writer. */
export function AudienceChoices({ admin, values, set, tribes, classes, errors }: Props) {
  const scopes: Array<[AnnouncementScope, string]> = admin
    ? [
        ["school", "Todo el colegio"],
        ["tribes", "Tribus"],
        ["classes", "Clases"],
      ]
    : [
        ...(tribes[0] ? ([["tribes", `Toda la ${tribes[0]}`]] as Array<[AnnouncementScope, string]>) : []),
        ["classes", "Mis clases"],
      ];
  return (
    <>
      <fieldset className="fieldset">
        <legend className="field-label">A quién va</legend>
        <div className="choice-row">
          {scopes.map(([scope, label]) => (
            <label key={scope} className="choice">
              <input
                type="radio"
                name="announcement-scope"
                checked={values.scope === scope}
                onChange={() => set({ scope, tribes: !admin && scope === "tribes" ? tribes : values.tribes })}
              />{" "}
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {admin && values.scope === "tribes" ? (
        <fieldset className="fieldset" aria-describedby={errors.tribes ? "announcement-tribes-error" : undefined}>
          <legend className="field-label">Tribus</legend>
          <div className="choice-row">
            {tribes.map((tribe) => (
              <label key={tribe} className="choice">
                <input type="checkbox" checked={values.tribes.includes(tribe)} onChange={(e) => set({ tribes: toggled(values.tribes, tribe, e.target.checked) })} /> {tribe}
              </label>
            ))}
          </div>
          <FieldError id="announcement-tribes-error" message={errors.tribes} />
        </fieldset>
      ) : null}
      {values.scope === "classes" ? (
        <fieldset className="fieldset" aria-describedby={errors.classIds ? "announcement-classes-error" : undefined}>
          <legend className="field-label">{admin ? "Clases" : "Mis clases"}</legend>
          {classes.length === 0 ? <p className="muted">{admin ? "La escuela no tiene clases creadas." : "No enseñas ninguna clase todavía."}</p> : null}
          <div className="choice-row announcement-classes">
            {classes.map((c) => (
              <label key={c.id} className="choice">
                <input type="checkbox" checked={values.classIds.includes(c.id)} onChange={(e) => set({ classIds: toggled(values.classIds, c.id, e.target.checked) })} /> {c.title}
              </label>
            ))}
          </div>
          <FieldError id="announcement-classes-error" message={errors.classIds} />
        </fieldset>
      ) : null}
      <fieldset className="fieldset" aria-describedby={errors.forFamilies ? "announcement-audience-error" : undefined}>
        <legend className="field-label">Para quién</legend>
        <div className="choice-row">
          <label className="choice">
            <input type="checkbox" checked={values.forFamilies} onChange={(e) => set({ forFamilies: e.target.checked })} /> Familias
          </label>
          <label className="choice">
            <input type="checkbox" checked={values.forStudents} onChange={(e) => set({ forStudents: e.target.checked })} /> Estudiantes
          </label>
        </div>
        <FieldError id="announcement-audience-error" message={errors.forFamilies} />
      </fieldset>
    </>
  );
}
