import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SectionPage } from "../../components/ui/section-page";
import { trpc } from "../../lib/trpc";
import { AccessibilityPanel } from "./accessibility-panel";

/** One student's reading preferences, changed by an adult (parent, teacher or admin) for them. */
export function StudentAccessibilityScreen({ studentId, intro, back }: { studentId: number; intro: string; back: ReactNode }) {
  const progress = useQuery(trpc.dashboards.studentProgress.queryOptions({ id: studentId }));
  const name = progress.data ? `${progress.data.student.firstName}` : undefined;
  return (
    <SectionPage title="Accesibilidad y lectura" intro={intro}>
      <p>{back}</p>
      <AccessibilityPanel userId={studentId} isSelf={false} name={name} />
    </SectionPage>
  );
}
