import type { MigrationStep } from '../migration-step.ts';

/**
 * Before issue 36 the look was written into Kiln's code; now it is the catalogue's theme.json.
 * An older catalogue gets the choices that make that same look, so its site looks as it did.
 */
export const themeFile: MigrationStep = {
  file: 'theme.json',
  summary: 'the look is now in this file (the colours and type the site had), to change as you like',
  isOld: (data) => data === undefined,
  migrate: () =>
    `${JSON.stringify(
      {
        $schema: './schemas/theme.schema.json',
        brand: '#a8432c',
        accent: '#25645f',
        type: 'classic',
        corners: 'soft',
        darkMode: true,
      },
      null,
      2,
    )}\n`,
};
