/** Havnegaard's mark: a barn's gable over a wave, for the harbour in the name. Drawn in the current colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M6 26V15L20 5l14 10v11h-9v-7h-10v7z" fill="currentColor" />
      <path d="M4 33c4-3 8-3 12 0s8 3 12 0 8-3 8-1" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The full-bleed picture behind the hero: the farm, its fields and the sound beyond, in the evening. */
export function Landscape() {
  return (
    <svg className="hg-landscape" viewBox="0 0 1440 640" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="hg-landscape-title">
      <title id="hg-landscape-title">Havnegaard med den røde lade, æblehaven og markerne ned mod Det Sydfynske Øhav</title>
      <rect width="1440" height="640" fill="#e9dcc4" />
      <circle cx="1120" cy="170" r="70" fill="#f2b880" />
      <path d="M0 300c200-30 420-40 640-20s480 30 800-10v90H0z" fill="#8fb0c4" />
      <path d="M0 340c240-50 520-40 760-10s420 20 680-20v330H0z" fill="#c9b27a" />
      <path d="M0 420c260-40 560-40 820-10s380 20 620-10v240H0z" fill="#9bae6b" />
      <path d="M0 520c300-40 620-30 900-5s360 15 540 0v125H0z" fill="#6f8a4a" />
      <g transform="translate(880 250)">
        <path d="M0 150V70L90 10l90 60v80z" fill="#a8322d" />
        <path d="M-10 74 90 4l100 70" stroke="#1b1b1b" strokeWidth="10" fill="none" />
        <rect x="66" y="88" width="48" height="62" fill="#1b1b1b" />
        <rect x="200" y="80" width="130" height="70" fill="#fbfaf7" />
        <path d="M190 84l75-44 75 44z" fill="#1b1b1b" />
        <rect x="222" y="100" width="22" height="22" fill="#1f3a5f" />
        <rect x="286" y="100" width="22" height="22" fill="#1f3a5f" />
      </g>
      <g fill="#4d6a35">
        <circle cx="420" cy="430" r="34" />
        <circle cx="500" cy="440" r="30" />
        <circle cx="570" cy="428" r="34" />
        <circle cx="650" cy="438" r="30" />
      </g>
      <g fill="#a8322d">
        <circle cx="410" cy="420" r="5" />
        <circle cx="505" cy="432" r="5" />
        <circle cx="580" cy="418" r="5" />
        <circle cx="640" cy="430" r="5" />
      </g>
    </svg>
  );
}

const paths = {
  cheese: <path d="M6 30 34 12l4 6v14H6zM6 30h32" />,
  jar: <path d="M13 8h14v5H13zM11 13h18l2 4v17H9V17zM13 22h14v7H13z" />,
  bottle: <path d="M17 5h6v8l4 5v17H13V18l4-5zM15 23h10v6H15z" />,
};

/** A small line drawing of what a product is: cheese, a jar or a bottle. */
export function ProductIcon({ kind }: { kind: keyof typeof paths }) {
  return (
    <svg className="hg-product-icon" viewBox="0 0 44 40" width="44" height="40" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
      {paths[kind]}
    </svg>
  );
}

/** A gift basket with cheese, a jar and a bottle: the picture beside the featured customer quote (decorative). */
export function Basket() {
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <rect width="320" height="240" fill="#e9dcc4" />
      <rect x="150" y="54" width="30" height="86" rx="6" fill="#1f3a5f" />
      <rect x="157" y="38" width="16" height="22" fill="#1f3a5f" />
      <rect x="104" y="92" width="44" height="48" rx="6" fill="#a8322d" />
      <rect x="100" y="84" width="52" height="12" fill="#1b1b1b" />
      <path d="M186 140l38-44 46 44z" fill="#f2b880" />
      <path d="M60 128h200l-22 84H82z" fill="#9b6a3a" />
      <path d="M60 128h200" stroke="#6b4524" strokeWidth="10" strokeLinecap="round" />
      <path d="M86 160h148M92 186h136" stroke="#6b4524" strokeWidth="5" />
      <path d="M84 128c0-70 152-70 152 0" stroke="#6b4524" strokeWidth="8" fill="none" />
    </svg>
  );
}
