// The home module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { FeatureBlurbs, Hero } from "./home-sections";
// </public-entry>
