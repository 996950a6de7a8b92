// The reviews module's server face: writing a review and its photos, what shoppers read, the
// owner's moderation, the review request job and its unsubscribe, the daily prune of photos no review took, a customer's reviews in their own data.
export {
  handlePruneReviewPhotosJob,
  PRUNE_REVIEW_PHOTOS_EVERY_MS,
  PRUNE_REVIEW_PHOTOS_JOB,
  reviewedProduct,
  reviewEligibility,
  reviewPhotoPng,
  storeReviewPhoto,
  submitReview,
} from "./reviews.server";
export { productRatings, productReviews, ratingsOf } from "./product-reviews.server";
export { moderateReview, reviewsToModerate } from "./moderation.server";
export { forgetReviewAddress, reviewsOfCustomer } from "./customer-reviews.server";
export {
  handleRequestReviewJob,
  REQUEST_REVIEW_JOB,
  requestReviewPayload,
  unsubscribeFromReviewRequests,
} from "./review-request.server";
