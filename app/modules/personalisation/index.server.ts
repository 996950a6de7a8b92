// The personalisation module's server face: set-ups, uploads, the checkout's check and print files.
export { PrintRenderError, renderPrint } from "./render.server";
export { checkUpload, MAX_UPLOAD_ASPECT, MAX_UPLOAD_BYTES, MAX_UPLOAD_SIDE, UploadRefused } from "./image-check.server";
// The store's logo (app/modules/settings) is checked and decoded with the same limits and slots.
export { withDecodeSlot } from "./decode-slots.server";
export { loadResvg, loadSharp } from "./native.server";
export {
  checkLinePersonalisations,
  type CheckedLine,
  loadSetup,
  PersonalisationRefused,
  productsWithSetups,
  saveSetup,
  shopperSetup,
  surchargesFor,
} from "./setup.server";
export { storeUpload, uploadPng } from "./uploads.server";
export { decideHeldPrints, ensurePrintFiles, printFileByToken, printFilesForOrders } from "./prints.server";
export {
  handlePruneUploadsJob,
  PRUNE_UPLOADS_EVERY_MS,
  PRUNE_UPLOADS_JOB,
  uploadLimitMessage,
} from "./upload-limits.server";
