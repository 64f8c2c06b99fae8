export * from "./admin";
export * from "./content";
export * from "./dogs";
export * from "./forms";
export * from "./rate-limits";
export * from "./media";
export * from "./backups";
export * from "./alerts";
