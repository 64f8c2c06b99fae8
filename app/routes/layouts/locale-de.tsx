import { Outlet } from "react-router";
import { localeGuard } from "./locale-guard";

export { shouldRevalidate } from "./locale-guard";
export const loader = localeGuard("de");

export default function LocaleLayout() {
  return <Outlet />;
}
