/** Where the tooltip should be drawn, in viewport pixels. */
export type TooltipPlacement = {left: number; top: number};

export type PlaceTooltipInput = {
  /** The point the tooltip hangs from: the pointer, or a focused element's corner. */
  anchorX: number;
  anchorY: number;
  tooltipWidth: number;
  tooltipHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  /** Gap between the anchor and the tooltip, so the pointer never covers it. */
  offset?: number;
  /** Smallest distance kept from every viewport edge. */
  margin?: number;
};

/**
 * Places a tooltip below and to the right of its anchor, flipping to the other
 * side of the anchor on an axis where it would overflow the viewport, and
 * clamping it inside the viewport when neither side fits.
 */
export function placeTooltip({
  anchorX,
  anchorY,
  tooltipWidth,
  tooltipHeight,
  viewportWidth,
  viewportHeight,
  offset = 14,
  margin = 4,
}: PlaceTooltipInput): TooltipPlacement {
  const alongAxis = (anchor: number, size: number, viewport: number): number => {
    const after = anchor + offset;
    if (after + size + margin <= viewport) {
      return after;
    }
    const before = anchor - offset - size;
    if (before >= margin) {
      return before;
    }
    return Math.max(margin, Math.min(after, viewport - size - margin));
  };
  return {
    left: alongAxis(anchorX, tooltipWidth, viewportWidth),
    top: alongAxis(anchorY, tooltipHeight, viewportHeight),
  };
}
