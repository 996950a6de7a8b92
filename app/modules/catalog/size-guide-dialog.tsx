// The size table in a dialog (Radix Dialog: focus kept inside, Escape closes), with the unit the
// shopper chose last time, kept in browser storage. Loaded by size-guide-link.tsx on first use.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { parseUnit, SIZE_UNIT_KEY, type SizeGuide, type SizeUnit } from "~/lib/size-guide";
import { SizeGuideTable, UnitSwitch } from "./size-guide-table";

function storedUnit(): SizeUnit {
  try {
    return parseUnit(localStorage.getItem(SIZE_UNIT_KEY));
  } catch {
    return "in"; // Storage blocked: inches, not remembered.
  }
}

export default function SizeGuideDialog({
  guide,
  name,
  open,
  onOpenChange,
  onClosed,
}: {
  guide: SizeGuide;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const [unit, setUnit] = useState<SizeUnit>(storedUnit);
  const choose = (next: SizeUnit) => {
    setUnit(next);
    try {
      localStorage.setItem(SIZE_UNIT_KEY, next);
    } catch {
      // Storage blocked or full: the choice holds for this page only.
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30 backdrop-blur-sm" />
        <Dialog.Content
          // Opened by a link, not a Radix trigger: focus goes back to the link on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-cream p-6 shadow-soft"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-bold">Size guide</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-line" aria-label="Close">
              {/* Drawn here, not lucide's X: sharing that icon split it into a chunk of its own on every page (150 KB budget). */}
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-3 text-sm text-ink-soft">{name}</Dialog.Description>
          <UnitSwitch unit={unit} onChange={choose} />
          <SizeGuideTable guide={guide} unit={unit} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
