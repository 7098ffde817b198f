export * from "./auth";
export * from "./master";
export * from "./org";
export * from "./archive";
export * from "./letters";
