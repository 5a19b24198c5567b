import { monthNames, months, offeredYears } from "../../../common/payments/payments.schema";
import type { SelectOption } from "../../components/ui/select-field";

export const monthOptions: SelectOption[] = months.map((m) => ({ value: m, label: monthNames[m] }));
export const yearOptions = (): SelectOption[] => offeredYears().map((y) => ({ value: String(y), label: String(y) }));
