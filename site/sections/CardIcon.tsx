import type { CardIcon as CardIconName } from '../core/catalog/about.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../ui/icons.ts';

const icons: Record<CardIconName, IconName> = {
  palette: 'palette',
  dice: 'dice-5',
  utensils: 'utensils',
  'hand-platter': 'hand-platter',
  cake: 'cake',
  mic: 'mic',
  heart: 'heart',
  sparkles: 'sparkles',
  leaf: 'leaf',
  users: 'users',
  coffee: 'coffee',
  paw: 'paw-print',
  flame: 'flame',
  brush: 'brush',
  package: 'package',
  clock: 'clock',
  sun: 'sun',
};

/** The symbol a catalogue card names; decorative, the card's title says what it is. */
export function CardIcon({ name, size = 24 }: { name: CardIconName; size?: number }) {
  return <Icon name={icons[name]} size={size} />;
}
