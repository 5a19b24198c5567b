import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../components/ui/section-page";
import { HowILearnContent, howILearnIntro } from "../../features/accessibility/how-i-learn";
import { access } from "../../lib/navigation";

export const Route = createFileRoute("/dashboard/como-aprendo")({
  staticData: { roles: access.ownLearningProfile, title: "Cómo me gusta aprender" },
  component: () => (
    <SectionPage title="Cómo me gusta aprender" intro={howILearnIntro}>
      <HowILearnContent />
    </SectionPage>
  ),
});
