// The currency module's server face (decision 071): the rates prices are converted at, the job
// that reads them, and the owner's page.
export { presentmentFor } from "./rates.server";
export { handleRefreshRatesJob, REFRESH_RATES_EVERY_MS, REFRESH_RATES_JOB } from "./rates-job.server";
export { currenciesAction, loadAdminCurrencies } from "./admin-currencies.server";
export { chooseCurrency, shopperCurrency } from "./shopper-currency.server";
