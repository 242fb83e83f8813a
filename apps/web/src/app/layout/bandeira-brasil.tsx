/** Bandeira do Brasil em SVG: emoji de bandeira não aparece no Windows. */
export const BandeiraBrasil = ({ largura = 22 }: { largura?: number }) => (
  <svg
    width={largura}
    height={(largura * 14) / 20}
    viewBox="0 0 20 14"
    role="img"
    aria-label="Bandeira do Brasil"
  >
    <rect width="20" height="14" rx="2" fill="#009c3b" />
    <path d="M10 2 18 7 10 12 2 7Z" fill="#ffdf00" />
    <circle cx="10" cy="7" r="3" fill="#002776" />
  </svg>
);
