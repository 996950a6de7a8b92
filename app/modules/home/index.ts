// The home page's sections: the hero and the feature blurbs.
export { FeatureBlurbs, Hero } from "./home-sections";
