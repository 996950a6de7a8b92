// Toasts without sonner on first load: sonner (about 10 KB gzipped, its styles included) is
// imported once the page has hydrated, and a toast asked for before then waits until the toaster
// has mounted, so none is lost. The one `toast` every module uses, and the one `<Toaster />`.
import { useEffect, useState, type ComponentType } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

const loadSonner = () => import("sonner");

let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

type Kind = "success" | "error" | "info";
const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void toasterReady.then(loadSonner).then(({ toast: sonner }) => sonner[kind](message, options));
};

export const toast = { success: show("success"), error: show("error"), info: show("info") };

export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    void loadSonner().then(({ Toaster: SonnerToaster }) => setLoaded(() => SonnerToaster));
  }, []);
  // sonner's toaster subscribes in its own effect, which runs before this one.
  useEffect(() => {
    if (Loaded) toasterMounted();
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
