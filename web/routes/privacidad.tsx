import { createFileRoute } from "@tanstack/react-router";
import { PrivacyNoticePage } from "../features/privacy/privacy-notice-page";

export const Route = createFileRoute("/privacidad")({ component: PrivacyNoticePage });
