import {
  Brush, Cake, Clock, Coffee, Dice5, Flame, HandPlatter, Heart, Leaf, Mic, Package, Palette, PawPrint,
  Sparkles, Sun, Users, Utensils, type LucideIcon,
} from 'lucide-react';
import type { CardIcon as CardIconName } from '../catalog/about.ts';

const icons: Record<CardIconName, LucideIcon> = {
  palette: Palette, dice: Dice5, utensils: Utensils, 'hand-platter': HandPlatter, cake: Cake, mic: Mic,
  heart: Heart, sparkles: Sparkles, leaf: Leaf, users: Users, coffee: Coffee, paw: PawPrint, flame: Flame,
  brush: Brush, package: Package, clock: Clock, sun: Sun,
};

/** The symbol a catalogue card names; decorative, the card's title says what it is. */
export function CardIcon({ name, size = 24 }: { name: CardIconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden="true" />;
}
