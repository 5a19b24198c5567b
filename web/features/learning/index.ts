// What other features use of learning: the module picker and the module list behind it.
export { modulePickerPageSize, useModuleList } from "./learning";
export { ModuleSelect } from "./module-select";
