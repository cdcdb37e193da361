import {
  CakeSlice, Camera, Candy, CircleDot, Crosshair, Gem, Paintbrush, Palette, PartyPopper, Pencil, PenTool,
  Popcorn, Sparkles, WandSparkles, type LucideIcon,
} from 'lucide-react';
import type { AddOnIcon } from '../catalog/packages.ts';

/** The fixed set of icons an add-on may name in catalog/packages.json (its schema lists the same names). */
export const ADD_ON_ICONS: Record<AddOnIcon, LucideIcon> = {
  'wand-sparkles': WandSparkles,
  'pen-tool': PenTool,
  crosshair: Crosshair,
  'circle-dot': CircleDot,
  palette: Palette,
  pencil: Pencil,
  sparkles: Sparkles,
  paintbrush: Paintbrush,
  gem: Gem,
  camera: Camera,
  popcorn: Popcorn,
  candy: Candy,
  'cake-slice': CakeSlice,
  'party-popper': PartyPopper,
};

export function PackageAddOnIcon({ icon, size = 22 }: { icon: AddOnIcon; size?: number }) {
  const Icon = ADD_ON_ICONS[icon];
  return <Icon size={size} aria-hidden="true" />;
}
