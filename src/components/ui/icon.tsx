/** A few line icons drawn inline, so no emoji font or icon request is needed. */
const paths = {
  alert: 'M12 3 2 20h20L12 3zm0 6v5m0 3v.01',
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5z',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  question: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3v.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  offline: 'M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19v.01M3 3l18 18',
  // Navigation.
  home: 'M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5',
  trading: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7zm0 0 2-3h11l1 3M16 13.5h2',
  chat: 'M4 5h16v11H9l-5 4V5z',
  chats: 'M3 4h13v9H8l-5 4V4zM19 8h2v11l-4-3h-7v-3',
  layers: 'M12 3 3 8l9 5 9-5-9-5zM3 13l9 5 9-5',
  withdraw: 'M12 15V4M8 8l4-4 4 4M4 15v5h16v-5',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3zM9 12l2 2 4-4',
  percent: 'M5 19 19 5M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  sliders: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  // Chat.
  attach: 'M20 11.5 12 19.5a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.7 1.7 0 0 1-2.4-2.4L15 7',
  send: 'M4 12 20 4l-6 16-3-7-7-1zM11 13l9-9',
  down: 'M12 5v14M6 13l6 6 6-6',
  // Disclosure.
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  file: 'M6 3h8l4 4v14H6V3zM14 3v4h4',
  bell: 'M6 17v-6a6 6 0 0 1 12 0v6l1.5 2h-15L6 17zM10 21h4',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5z',
} as const;

export type IconName = keyof typeof paths;

/** `filled`: the shape filled in the text colour (a chosen star), not only drawn round. */
export function Icon({
  name,
  size = 28,
  filled = false,
}: {
  name: IconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
