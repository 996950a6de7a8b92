// The reviews module's server face: writing a review and its photos, what shoppers read, the
// owner's moderation, the review request job and its unsubscribe.
export { reviewedProduct, reviewEligibility, reviewPhotoPng, storeReviewPhoto, submitReview } from "./reviews.server";
export { productRatings, productReviews, ratingsOf } from "./product-reviews.server";
export { moderateReview, reviewsToModerate } from "./moderation.server";
export {
  handleRequestReviewJob,
  REQUEST_REVIEW_JOB,
  requestReviewPayload,
  unsubscribeFromReviewRequests,
} from "./review-request.server";
