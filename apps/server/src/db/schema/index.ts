export * from "./archive";
export * from "./auth";
export * from "./letters";
export * from "./master";
export * from "./notification";
export * from "./org";
export * from "./tracking";
