// Line icons drawn for the header; decorative, so screen readers skip them.

const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
);

export const BagIcon = () => (
  <svg {...common}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

export const PersonIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c1.2-3.5 3.8-5 7-5s5.8 1.5 7 5" />
  </svg>
);

export const ShareIcon = () => (
  <svg {...common}>
    <circle cx="17" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17" cy="18.5" r="2.5" />
    <path d="m8.7 10.7 6.1-3.9M8.7 13.3l6.1 3.9" />
  </svg>
);

/** Three lines that turn into a cross while the mobile menu is open. */
export const MenuIcon = ({ open }: { open: boolean }) => (
  <svg {...common}>{open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</svg>
);
