// What other features use of class sign-in: a family's view of their child's pictures ('Mis Hijos').
export { ChildPictures } from "./child-pictures";
