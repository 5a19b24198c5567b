import { CircleCheck, CircleDashed, CirclePause } from "lucide-react";

/** Icon and word for each status: never colour alone. */
export const statusIcons = { active: CircleCheck, prospect: CircleDashed, inactive: CirclePause } as const;
