/**
 * A drawn plan of the neighbourhood (streets, the lake, the centre's building and pin) rather than
 * an embedded map: no third-party requests, no cookies, and it reads the same in both directions.
 */
import { useTranslation } from 'react-i18next';

const BLOCKS: [number, number, number, number][] = [
  [16, 14, 118, 66],
  [178, 12, 92, 70],
  [300, 10, 70, 64],
  [388, 8, 80, 60],
  [16, 126, 124, 50],
  [196, 124, 78, 42],
  [392, 112, 76, 36],
];

const STREETS = [
  { d: 'M0 104 L480 92', width: 14 },
  { d: 'M150 0 L196 300', width: 10 },
  { d: 'M280 0 L300 176', width: 8 },
  { d: 'M160 206 C 230 186, 300 176, 380 172 C 420 170, 455 162, 480 156', width: 9 },
];

export function MapIllustration() {
  const { t } = useTranslation();
  const label = t('common.centre_short_name');
  // The pill grows with the name, about 8 units a character at this size.
  const width = Math.min(220, Math.max(80, Array.from(label).length * 8 + 24));
  return (
    <svg viewBox="0 0 480 300" role="img" aria-label={t('contact_page.map.label')} className="block h-auto w-full">
      <rect width="480" height="300" fill="#eef5fb" />
      {BLOCKS.map(([x, y, width, height]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx="6" fill="#dbe7f2" />
      ))}
      <rect x="16" y="196" width="112" height="62" rx="8" fill="#d1fae5" />
      {[
        [40, 218, 9],
        [66, 236, 11],
        [98, 214, 8],
      ].map(([cx, cy, r]) => (
        <circle key={cx} cx={cx} cy={cy} r={r} fill="#a7f3d0" />
      ))}
      <path d="M170 300 C 205 244, 290 218, 372 214 C 420 211, 458 198, 480 190 L480 300 Z" fill="#bcd7f5" />
      <path d="M228 300 C 256 262, 322 240, 384 238 C 424 236, 456 228, 480 220 L480 300 Z" fill="#a9cbef" />
      <g fill="none" strokeLinecap="round">
        {STREETS.map(({ d, width }) => (
          <g key={d}>
            <path d={d} stroke="#cbd5e1" strokeWidth={width + 4} />
            <path d={d} stroke="#ffffff" strokeWidth={width} />
          </g>
        ))}
      </g>
      <rect className="stroke-brand-700" x="314" y="112" width="62" height="46" rx="6" fill="#d5e6f4" strokeWidth="2" />
      <text x="386" y="270" textAnchor="middle" fontSize="14" fontStyle="italic" fill="#0c3d68">
        {t('contact_page.map.lake')}
      </text>
      <g transform="translate(452 272)">
        <circle r="15" fill="#ffffff" stroke="#cbd5e1" />
        <path className="fill-brand-700" d="M0 -9 L4 2 L0 0 L-4 2 Z" />
        <text className="fill-brand-700" y="11" textAnchor="middle" fontSize="8" fontWeight="700">
          N
        </text>
      </g>
      <g transform="translate(345 136)">
        <ellipse className="fill-brand-900" rx="14" ry="5" opacity="0.2" />
        <path
          className="fill-brand-700"
          d="M0 0 C -4 -10, -16 -18, -16 -30 A 16 16 0 1 1 16 -30 C 16 -18, 4 -10, 0 0 Z"
          stroke="#ffffff"
          strokeWidth="2"
        />
        <circle className="fill-accent-500" cy="-30" r="6" />
        <g transform="translate(0 -66)">
          <rect x={-width / 2} y="-15" width={width} height="26" rx="13" fill="#ffffff" stroke="#d5e6f4" />
          <text className="fill-brand-900" y="3" textAnchor="middle" fontSize="13" fontWeight="700">
            {label}
          </text>
        </g>
      </g>
    </svg>
  );
}
