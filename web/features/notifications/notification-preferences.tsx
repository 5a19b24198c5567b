import { useEffect, useId, useState } from "react";
import { digestSendHour, quietFrom, quietUntil } from "../../../common/notifications/notifications.policy";
import type { Preferences } from "../../../common/notifications/notifications.schema";
import { type Delivery, deliveryLabels, deliveries, type NotificationKind, notificationKindLabels } from "../../../common/notifications/notifications.vocabulary";
import { ListenButton } from "../../components/ui/listen-button";
import { SelectField } from "../../components/ui/select-field";

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const hourOptions = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));
const quietText = `Tribu no envía correos entre las ${hourLabel(quietFrom)} y las ${hourLabel(quietUntil)}: si eliges una hora en ese horario, el resumen llega a las ${hourLabel(quietUntil)}. En la aplicación las notificaciones se guardan a cualquier hora, sin sonidos ni avisos emergentes.`;

/** Per kind that concerns the person: only in the app, or also in the daily email; and the email's hour. */
export function NotificationPreferences({ preferences, onSave, saving, errors }: { preferences: Preferences; onSave: (kinds: Partial<Record<NotificationKind, Delivery>>, hour: number) => void; saving: boolean; errors: Record<string, string> }) {
  const [kinds, setKinds] = useState(preferences.kinds);
  const [hour, setHour] = useState(preferences.digestHour);
  const id = useId();
  useEffect(() => {
    setKinds(preferences.kinds);
    setHour(preferences.digestHour);
  }, [preferences]);
  const sendsAt = digestSendHour(hour);
  return (
    <section className="card notification-preferences" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Cómo recibirlas</h2>
      <p id={`${id}-quiet`} className="muted">
        {quietText}
      </p>
      <ListenButton label="Cómo recibirlas" parts={[{ text: quietText, highlightIn: `${id}-quiet` }]} />
      {preferences.emailConfigured ? null : <p className="alert alert-info">La escuela aún no tiene el correo configurado: por ahora el resumen diario no se envía.</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(Object.fromEntries(preferences.relevant.map((kind) => [kind, kinds[kind]])), hour);
        }}
      >
        {preferences.relevant.map((kind) => (
          <fieldset key={kind} className="delivery-choice">
            <legend>{notificationKindLabels[kind]}</legend>
            {deliveries.map((delivery) => (
              <label key={delivery} className="choice">
                <input type="radio" name={`${id}-${kind}`} value={delivery} checked={kinds[kind] === delivery} onChange={() => setKinds({ ...kinds, [kind]: delivery })} />
                {deliveryLabels[delivery]}
              </label>
            ))}
          </fieldset>
        ))}
        <SelectField label="Hora del resumen diario (hora de Colombia)" value={String(hour)} onChange={(value) => setHour(Number(value))} options={hourOptions} />
        {errors.digestHour ? (
          <p className="field-error" role="alert">
            {errors.digestHour}
          </p>
        ) : null}
        <p className="muted">{sendsAt === hour ? `El resumen llega a las ${hourLabel(hour)}, solo los días con algo nuevo.` : `Llegará a las ${hourLabel(sendsAt)}, al terminar las horas de descanso.`}</p>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          Guardar preferencias
        </button>
      </form>
    </section>
  );
}
