// Collections on the server (decision 067): the owner's list and saves, a collection's page by
// its slug, the header's and footer's links, and the sitemap's paths.
export {
  changeCollectionProducts,
  collectionBySlug,
  collectionNavLinks,
  collectionSitemapPaths,
  deleteCollection,
  listCollections,
  loadCollection,
  saveCollection,
} from "./collections.server";
export { readCollectionForm } from "./collection.schema";
