import type {PrismTheme} from 'prism-react-renderer';
import {dependencyInternalChanged} from './dependencyInternals/dependencyInternalChanged';

/**
 * A copy of a Prism theme with some token colours replaced. Colours are
 * matched as the theme writes them (`#999988`, `rgb(98, 114, 164)`),
 * ignoring case; a replacement that matches nothing throws, so an upgrade of
 * prism-react-renderer that changes a theme cannot quietly undo a fix.
 */
export function withTokenColours(
  theme: PrismTheme,
  replacements: Record<string, string>,
): PrismTheme {
  const unused = new Set(Object.keys(replacements).map((colour) => colour.toLowerCase()));
  const replaced = new Map(
    Object.entries(replacements).map(([from, to]) => [from.toLowerCase(), to]),
  );
  const styles = theme.styles.map((entry) => {
    const colour = entry.style.color?.toLowerCase();
    const replacement = colour === undefined ? undefined : replaced.get(colour);
    if (colour === undefined || replacement === undefined) return entry;
    unused.delete(colour);
    return {...entry, style: {...entry.style, color: replacement}};
  });
  if (unused.size > 0) {
    throw dependencyInternalChanged(
      'prism-theme-colours',
      `withTokenColours: the theme has no token coloured ${[...unused].join(', ')}.`,
    );
  }
  return {...theme, styles};
}
