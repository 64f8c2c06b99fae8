import { Toaster as Sonner } from "sonner";

/** Spec 1 §4/§9: toasts about 4000 ms, hotkey Alt+T, region label "Notifications". */
export function Toaster() {
  return <Sonner hotkey={["altKey", "KeyT"]} containerAriaLabel="Notifications" duration={4000} closeButton richColors position="top-center" />;
}
