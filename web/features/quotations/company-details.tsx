import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Save } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { type Company, companyInput } from "../../../common/company/company.schema";
import { formatPhone, phoneMessages } from "../../../common/phone";
import { Field } from "../../components/ui/field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { CompanyLogo } from "./company-logo";
import "./quotations.css";

type Form = { name: string; nit: string; address: string; phone: string; email: string };
const formOf = (company: Company): Form => ({
  name: company.name,
  nit: company.nit,
  address: company.address,
  phone: company.phone ? formatPhone(company.phone) : "",
  email: company.email,
});

/**
 * 'Datos de la empresa' (issue 22, admins): the seller printed on every quotation PDF. Checked
 * here with the server's own rule (NIT with its check digit, one phone format) before it is sent.
 */
export function CompanyDetails() {
  const queryClient = useQueryClient();
  const company = useQuery(trpc.settings.company.queryOptions());
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (company.data && form === null) setForm(formOf(company.data));
  }, [company.data, form]);

  const save = useMutation(
    trpc.settings.updateCompany.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.settings.company.queryKey(), result.company);
        setForm(formOf(result.company));
        toast.success(result.message);
      },
      onError: (failure) => {
        const info = apiErrorInfo(failure);
        setErrors(info.fields);
        toast.error(info.message);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = companyInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(form);
  }

  const set = (field: keyof Form) => (event: { target: { value: string } }) => setForm((current) => (current ? { ...current, [field]: event.target.value } : current));
  return (
    <section className="card quotation-block" aria-labelledby="company-details-title">
      <h2 id="company-details-title">
        <Building2 aria-hidden="true" /> Datos de la empresa
      </h2>
      <details>
        <summary className="quotation-summary">Quién vende: nombre, NIT, dirección, teléfono, correo y logo del PDF</summary>
        {form ? (
          <form onSubmit={submit} noValidate className="company-form">
            <Field label="Nombre de la empresa o escuela *" value={form.name} onChange={set("name")} maxLength={200} error={errors.name} required />
            <Field label="NIT" value={form.nit} onChange={set("nit")} maxLength={30} error={errors.nit} hint="Con el dígito de verificación, por ejemplo 900.123.456-7" />
            <Field label="Dirección" value={form.address} onChange={set("address")} maxLength={300} error={errors.address} />
            <Field label="Teléfono" type="tel" value={form.phone} onChange={set("phone")} maxLength={30} error={errors.phone} hint={phoneMessages.hint} />
            <Field label="Correo electrónico" type="email" value={form.email} onChange={set("email")} maxLength={320} error={errors.email} />
            <button type="submit" className="btn btn-secondary" disabled={save.isPending}>
              <Save aria-hidden="true" /> {save.isPending ? "Guardando..." : "Guardar datos de la empresa"}
            </button>
          </form>
        ) : (
          <p>Cargando...</p>
        )}
        {company.data ? <CompanyLogo hasLogo={company.data.hasLogo} /> : null}
      </details>
    </section>
  );
}
