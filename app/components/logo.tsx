// The shop's wordmark: a soft blob mark and the shop's name (from the store settings).

/**
 * The header draws the mark; a second copy on the page (`reuse`, the footer) points at it rather
 * than repeating the drawing and its gradient's id.
 */
export function Logo({ name, reuse = false, src }: { name: string; reuse?: boolean; src?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      {/* The owner's logo (decision 066), beside the name, which stays the link's text. */}
      {src ? (
        <img src={src} alt="" className="h-9" />
      ) : reuse ? (
        <svg aria-hidden viewBox="0 0 40 40" className="h-9 w-9">
          <use href="#logo-mark" />
        </svg>
      ) : (
        <LogoMark />
      )}
      <span className="font-display text-2xl font-extrabold tracking-tight">{name}</span>
    </span>
  );
}

function LogoMark() {
  return (
    <svg aria-hidden viewBox="0 0 40 40" className="h-9 w-9">
      <g id="logo-mark">
        <defs>
          <linearGradient id="logo-grad" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffb8d9" />
            <stop offset="0.5" stopColor="#c9b6ff" />
            <stop offset="1" stopColor="#b6f0d4" />
          </linearGradient>
        </defs>
        <path
          d="M20 3c6 0 9 5 13 9s5 9 2 15-9 10-15 10S8 34 5 28 3 16 7 11s7-8 13-8z"
          fill="url(#logo-grad)"
          stroke="#241a33"
          strokeWidth="2.5"
        />
        <circle cx="15" cy="18" r="2.4" fill="#241a33" />
        <circle cx="25" cy="18" r="2.4" fill="#241a33" />
        <path d="M14 25c3 3 9 3 12 0" fill="none" stroke="#241a33" strokeWidth="2.5" strokeLinecap="round" />
      </g>
    </svg>
  );
}
