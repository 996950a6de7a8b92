// The product page's "Size guide" beside the size picker (issue #34): a link to the table's own
// page, which with scripts opens the table in a dialog instead. The dialog's code loads on the
// first click, so pages without it carry none of it (the 150 KB budget, decision 020).
import { Ruler } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { SizeGuide } from "~/lib/size-guide";

const SizeGuideDialog = lazy(() => import("./size-guide-dialog"));

export function SizeGuideLink({ guide, href, name }: { guide: SizeGuide; href: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={link}
        href={href}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 text-sm font-semibold underline underline-offset-4"
      >
        <Ruler aria-hidden className="h-4 w-4" />
        Size guide
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <SizeGuideDialog
            guide={guide}
            name={name}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => link.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
