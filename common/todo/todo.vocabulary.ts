/** The to-do list's fixed values, without zod: the web client's URL filters read them on the first page load. */
export const todoPriorities = ["high", "medium", "low"] as const;
export type TodoPriority = (typeof todoPriorities)[number];
export const todoStatuses = ["todo", "in-progress", "review", "done"] as const;
export type TodoStatus = (typeof todoStatuses)[number];
