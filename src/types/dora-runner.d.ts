// Modules the runner's TypeScript bundle gets at build time (plugins/runner/assets.ts): files by name.
declare module 'dora-runner:typescript-declarations' {
  const files: Record<string, string>;
  export default files;
}
declare module 'dora-runner:lualib' {
  const files: Record<string, string>;
  export default files;
}
