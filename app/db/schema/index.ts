export * from "./content";
export * from "./dogs";
export * from "./forms";
