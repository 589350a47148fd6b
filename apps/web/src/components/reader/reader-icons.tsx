// The reader's small line icons: decorative, named by the buttons that hold them.

function LineIcon({ d, size = 20, strokeWidth = 2.5 }: { d: string; size?: number; strokeWidth?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const CHEVRONS = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M6 9l6 6 6-6' };

export const ChevronIcon = ({ direction }: { direction: keyof typeof CHEVRONS }) => (
  <LineIcon d={CHEVRONS[direction]} />
);
export const CloseIcon = () => <LineIcon d="M6 6l12 12M18 6L6 18" size={22} />;
export const DownloadIcon = () => <LineIcon d="M12 4v11m-5-5l5 5 5-5M5 19h14" strokeWidth={2} />;
export const CheckIcon = () => <LineIcon d="M5 12.5l4.5 4.5L19 7.5" />;

/** An open book with a torn page: the load-failed and no-version states (DESIGN.md, illustrations). */
export function TornBookIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <path
        d="M10 20c16-6 30-6 50 2 20-8 34-8 50-2v48c-16-6-30-6-50 2-20-8-34-8-50-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M60 22v48" stroke="currentColor" strokeWidth="3" />
      <path
        d="M20 34h28M20 44h22M72 34h10l-4 6 6 4-3 4h11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
