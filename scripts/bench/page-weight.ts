// Bench figures: JavaScript on first load per page and the listing's HTML (the same measure and
// budgets as tests/e2e/budgets.test.ts).
import { BUDGETS, pageWeight } from "../../tests/support/page-weight";
import { bounded, kb, type Row } from "./table";

export async function pageWeightRows(baseURL: string, paths: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of paths) {
    const weight = await pageWeight(baseURL, path);
    rows.push(
      bounded(`JS on first load (gzip) ${path}`, weight.javascriptGzipBytes, { max: BUDGETS.javascriptGzipBytes }, kb),
    );
    if (path === "/products")
      rows.push(bounded("/products HTML", weight.htmlBytes, { max: BUDGETS.productsHtmlBytes }, kb));
  }
  return rows;
}
