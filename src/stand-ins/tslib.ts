// Stands in for `tslib` in @docusaurus/utils-common (swap: plugins/lean-bundle).
// The one tslib helper @docusaurus/utils-common calls in the browser. Its CommonJS `require("tslib")`
// otherwise pulls every helper tslib has (about 4 KiB gzipped) into main.js. Same code as tslib's.
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
