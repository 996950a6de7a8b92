// The one import of the personalisation chunk (product page fields and preview, line thumbnails).
export const loadShopperPanel = () => import("./shopper-panel");
