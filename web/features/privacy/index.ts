// What other features use of privacy: a parent gives or withdraws consent from a child's card.
export { ChildConsent } from "./child-consent";
