/** The picture a course without an image shows: its category's colours and symbol, drawn inline. */
import { BookOpen, Briefcase, Code2, Languages, Megaphone, Palette, Sprout, type LucideIcon } from 'lucide-react';
import type { Category } from '../../domain/constants.ts';

const ART: Record<Category, { icon: LucideIcon; from: string; to: string }> = {
  Informatique: { icon: Code2, from: '#0f4c81', to: '#1d7fc4' },
  Marketing: { icon: Megaphone, from: '#9a3412', to: '#f59e0b' },
  Design: { icon: Palette, from: '#6d28d9', to: '#db2777' },
  Business: { icon: Briefcase, from: '#0f766e', to: '#14b8a6' },
  'Développement Personnel': { icon: Sprout, from: '#166534', to: '#65a30d' },
  Langues: { icon: Languages, from: '#1e3a8a', to: '#7c3aed' },
  Autre: { icon: BookOpen, from: '#334155', to: '#64748b' },
};

export function CategoryArt({ category, className = '' }: { category: Category; className?: string }) {
  const { icon: Icon, from, to } = ART[category] ?? ART.Autre;
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <Icon className="size-14 text-white/90" strokeWidth={1.5} />
    </div>
  );
}
