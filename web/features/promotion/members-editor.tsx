import { type MemberRole, memberRoleLabels, memberRoles } from "../../../common/promotion/promotion.schema";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";

type Member = { name: string; role: MemberRole };

/** The commission's members: name and role (directivo, docente, representante de las familias...). */
export function MembersEditor({ members, onChange, fields }: { members: Member[]; onChange: (members: Member[]) => void; fields: Record<string, string> }) {
  const set = (index: number, patch: Partial<Member>) => onChange(members.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  return (
    <fieldset className="fieldset">
      <legend className="field-label">Integrantes de la comisión</legend>
      {members.map((member, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity
        <div key={index} className="acta-member">
          <Field label={`Nombre del integrante ${index + 1}`} value={member.name} maxLength={120} error={fields[`members.${index}.name`]} onChange={(e) => set(index, { name: e.target.value })} />
          <SelectField label={`Rol del integrante ${index + 1}`} value={member.role} onChange={(role) => set(index, { role: role as MemberRole })} options={memberRoles.map((r) => ({ value: r, label: memberRoleLabels[r] }))} />
          {members.length > 1 ? (
            <button type="button" className="btn btn-secondary" onClick={() => onChange(members.filter((_, i) => i !== index))}>
              Quitar<span className="visually-hidden"> al integrante {index + 1}</span>
            </button>
          ) : null}
        </div>
      ))}
      {fields.members ? <p className="field-error" role="alert">{fields.members}</p> : null}
      {members.length < 20 ? (
        <button type="button" className="btn btn-secondary" onClick={() => onChange([...members, { name: "", role: "docente" }])}>
          Agregar integrante
        </button>
      ) : null}
    </fieldset>
  );
}
