import { useId } from 'react';
import { initialsOf, pickFor } from '../../lib/name-art.ts';

// Pairs of the brand's and accent's darker shades: white initials keep a 4.5:1 contrast on each.
const gradients = [
  ['#4338ca', '#1e1b4b'],
  ['#0f766e', '#134e4a'],
  ['#7c3aed', '#3730a3'],
  ['#b45309', '#7c2d12'],
  ['#be185d', '#581c87'],
  ['#0369a1', '#1e3a8a'],
] as const;
const angles = [0, 30, 60, 120, 150] as const;

/** A portrait stand-in: the person's initials on a gradient with a fine ring pattern, the same for the same name. */
export function Monogram({ name, className = 'size-11' }: { name: string; className?: string }) {
  // useId's characters («», :) do not belong in a url(#…) reference.
  const id = `mono${useId().replace(/[^\w-]/g, '')}`;
  const [from, to] = pickFor(name, gradients);
  const angle = pickFor(name, angles, 1);
  return (
    <svg viewBox="0 0 44 44" className={`shrink-0 rounded-full ${className}`} aria-hidden="true">
      <defs>
        <linearGradient id={`${id}g`} gradientTransform={`rotate(${angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="44" height="44" fill={`url(#${id}g)`} />
      <g fill="none" stroke="#fff" strokeOpacity="0.12">
        <circle cx={pickFor(name, [4, 40, 22], 2)} cy="44" r="14" />
        <circle cx={pickFor(name, [4, 40, 22], 2)} cy="44" r="22" />
        <circle cx={pickFor(name, [4, 40, 22], 2)} cy="44" r="30" />
      </g>
      <text
        x="22"
        y="22"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="16"
        fontWeight="600"
        fontFamily="inherit"
        letterSpacing="0.5"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
