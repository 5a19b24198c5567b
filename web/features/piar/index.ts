// What other features use of the PIAR: a child's plan on their card in 'Mis Hijos'.
export { ChildPiar } from "./child-piar";
export { useChildPiar } from "./use-child-piar";
