// The currency module's browser face (decision 071): the owner's page.
export { AdminCurrenciesPage } from "./admin-currencies-page";
