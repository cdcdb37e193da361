import type { AddOnIcon } from '../core/catalog/packages.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../ui/icons.ts';

/** The fixed set of icons an add-on may name in catalog/packages.json (its schema lists the same names). */
export const ADD_ON_ICONS: Record<AddOnIcon, IconName> = {
  'wand-sparkles': 'wand-sparkles',
  'pen-tool': 'pen-tool',
  crosshair: 'crosshair',
  'circle-dot': 'circle-dot',
  palette: 'palette',
  pencil: 'pencil',
  sparkles: 'sparkles',
  paintbrush: 'paintbrush',
  gem: 'gem',
  camera: 'camera',
  popcorn: 'popcorn',
  candy: 'candy',
  'cake-slice': 'cake-slice',
  'party-popper': 'party-popper',
};

export function PackageAddOnIcon({ icon, size = 22 }: { icon: AddOnIcon; size?: number }) {
  return <Icon name={ADD_ON_ICONS[icon]} size={size} />;
}
