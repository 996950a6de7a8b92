// The reviews module's public face: the review form, what the product page and the listing's
// cards show, and the owner's moderation page.
export { AdminReviewsPage } from "./admin-reviews-page";
export { ProductReviews } from "./product-reviews";
export { ReviewForm } from "./review-form";
export { reviewValues } from "./review.schema";
