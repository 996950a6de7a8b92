// The personalisation module's server face: set-ups, uploads, the checkout's check and print files.
export { PrintRenderError, renderPrint, svgToPng } from "./render.server";
export { checkUpload, mayPrintBlurry, UploadRefused, MAX_UPLOAD_BYTES } from "./image-check.server";
export {
  checkLinePersonalisations,
  loadSetup,
  PersonalisationRefused,
  productsWithSetups,
  saveSetup,
  shopperSetup,
  surchargesFor,
} from "./setup.server";
export type { CheckedLine } from "./setup.server";
export { storeUpload, uploadPng } from "./uploads.server";
export type { StoredUpload } from "./uploads.server";
export {
  decideHeldPrints,
  ensurePrintFiles,
  orderPrintFiles,
  printFileByToken,
  printFileUrl,
  printFilesForOrders,
  PRINT_FILE_DAYS,
} from "./prints.server";
export type { OrderPrint, PrintFile } from "./prints.server";
export {
  handlePruneUploadsJob,
  PRUNE_UPLOADS_EVERY_MS,
  PRUNE_UPLOADS_JOB,
  pruneUnorderedUploads,
  pruneUploadsPayload,
  uploadLimitMessage,
} from "./upload-limits.server";
