/** The hero's picture: a dawn over the highlands and a bottle of the serum, drawn as SVG (no picture to download). */
export function HeroArt() {
  return (
    <svg className="fj-hero-art" viewBox="0 0 560 520" role="img" aria-labelledby="fj-hero-art-title">
      <title id="fj-hero-art-title">Flaska af fjallagrasaserumi á steini við lind undir fjöllum í morgunbirtu</title>
      <defs>
        <linearGradient id="fj-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3d9c9" />
          <stop offset="1" stopColor="#e7ede6" />
        </linearGradient>
        <linearGradient id="fj-glass" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5d3a2a" />
          <stop offset="0.5" stopColor="#8a5a3f" />
          <stop offset="1" stopColor="#4d2f22" />
        </linearGradient>
      </defs>
      <rect width="560" height="520" rx="32" fill="url(#fj-sky)" />
      <circle cx="410" cy="150" r="56" fill="#f7c9a8" />
      <path d="M0 330 120 170l70 90 60-70 130 140 70-60 110 90v160H0z" fill="#7c9a88" />
      <path d="M120 170l26 34-26-10-22 14zM250 190l20 22-20-6-16 10z" fill="#f7f5f0" />
      <path d="M0 390c90-30 170-20 260 0s190 30 300-10v140H0z" fill="#2f5d4a" />
      <path d="M40 450c80-24 160-20 240-4s170 16 240-6v80H40z" fill="#8fb6c9" opacity="0.85" />
      <ellipse cx="300" cy="430" rx="120" ry="22" fill="#1d2621" opacity="0.25" />
      <rect x="255" y="250" width="90" height="180" rx="18" fill="url(#fj-glass)" />
      <rect x="280" y="205" width="40" height="50" rx="6" fill="#1d2621" />
      <rect x="268" y="300" width="64" height="84" rx="6" fill="#f7f5f0" />
      <path d="M284 330l16-20 16 20zM292 350h16" stroke="#2f5d4a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M120 470c6-30 14-46 24-56M140 470c0-24 6-40 16-50M160 470c-2-20 0-32 8-44" stroke="#a6c48a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="168" cy="424" r="6" fill="#b86b8f" />
      <circle cx="146" cy="412" r="5" fill="#b86b8f" />
    </svg>
  );
}
