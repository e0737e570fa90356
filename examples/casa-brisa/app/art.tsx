/** Casa Brisa's mark: a sun setting into two waves. Drawn in the current colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M8 22a12 12 0 0 1 24 0z" fill="currentColor" />
      <path d="M4 27c4-3 8-3 12 0s8 3 12 0 8-3 8 0M4 33c4-3 8-3 12 0s8 3 12 0 8-3 8 0" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The hero's panorama: the hotel's terrace over the beach at Sitges and the church on the point. */
export function Panorama() {
  return (
    <svg className="cb-panorama" viewBox="0 0 1200 420" role="img" aria-labelledby="cb-panorama-title">
      <title id="cb-panorama-title">La terraza de Casa Brisa al atardecer, con la playa de Sitges y la iglesia de Sant Bartomeu al fondo</title>
      <defs>
        <linearGradient id="cb-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6c7a1" />
          <stop offset="1" stopColor="#fbe6cf" />
        </linearGradient>
      </defs>
      <rect width="1200" height="420" fill="url(#cb-sky)" />
      <circle cx="300" cy="210" r="70" fill="#f29b6b" />
      <path d="M0 230h1200v190H0z" fill="#2f78a3" />
      <path d="M0 250c100-10 200 10 300 0s200-10 300 0 200 10 300 0 200-10 300 0M0 285c100-10 200 10 300 0s200-10 300 0 200 10 300 0 200-10 300 0" stroke="#8fc7ea" strokeWidth="4" fill="none" opacity="0.7" />
      <path d="M760 232V150l30-30v-40h16v40l30 30v82z" fill="#efe2cf" />
      <path d="M790 120l8-22 8 22z" fill="#b0472a" />
      <path d="M700 232v-50h60v50zM836 232v-40h80v40z" fill="#e8d5bb" />
      <path d="M0 330c200-20 420-20 600 0v90H0z" fill="#f1d6a8" />
      <rect x="640" y="300" width="560" height="120" fill="#fdf8f2" />
      <path d="M640 300h560v14H640z" fill="#b0472a" />
      <g fill="#2b211c" opacity="0.85">
        <rect x="720" y="330" width="90" height="8" rx="4" />
        <rect x="730" y="338" width="6" height="40" />
        <rect x="794" y="338" width="6" height="40" />
        <rect x="900" y="330" width="90" height="8" rx="4" />
        <rect x="910" y="338" width="6" height="40" />
        <rect x="974" y="338" width="6" height="40" />
      </g>
      <path d="M1100 300c0-60 10-110 30-150M1130 150c-30-10-60 0-80 20M1130 150c10-30 40-40 70-35M1130 150c-10-30-40-40-60-30M1130 150c30 0 50 20 60 40" stroke="#3f6b3a" strokeWidth="8" fill="none" strokeLinecap="round" />
    </svg>
  );
}

const roomColours = { jardin: '#7fa36b', mar: '#2f78a3', suite: '#b0472a' } as const;

/** A room's picture: its window and the view through it. */
export function RoomArt({ room }: { room: keyof typeof roomColours }) {
  return (
    <svg className="cb-room-art" viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill="#f6ebdd" />
      <rect x="110" y="24" width="100" height="120" rx="50" fill={roomColours[room]} />
      <path d="M110 100h100" stroke="#fdf8f2" strokeWidth="4" />
      <path d="M160 24v120" stroke="#fdf8f2" strokeWidth="4" />
      <rect x="40" y="130" width="240" height="30" rx="6" fill="#e8d5bb" />
      <rect x="60" y="118" width="80" height="14" rx="6" fill="#fdf8f2" />
    </svg>
  );
}
