export * from "./auth";
export * from "./org";
