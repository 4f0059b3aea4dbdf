import {describe, expect, it} from 'vitest';
import {placeTooltip} from '../../src/plugins/tooltips/placeTooltip';

const viewport = {viewportWidth: 1000, viewportHeight: 800, tooltipWidth: 200, tooltipHeight: 40};

describe('placeTooltip', () => {
  it('hangs below and to the right of the anchor when there is room', () => {
    expect(placeTooltip({...viewport, anchorX: 100, anchorY: 100, offset: 10})).toEqual({
      left: 110,
      top: 110,
    });
  });

  it('flips to the left near the right edge and above near the bottom edge', () => {
    expect(placeTooltip({...viewport, anchorX: 950, anchorY: 790, offset: 10})).toEqual({
      left: 740,
      top: 740,
    });
  });

  it('clamps inside the viewport when neither side fits', () => {
    const placement = placeTooltip({
      ...viewport,
      viewportWidth: 210,
      anchorX: 105,
      anchorY: 100,
      offset: 10,
      margin: 4,
    });
    expect(placement.left).toBeGreaterThanOrEqual(4);
    expect(placement.left + viewport.tooltipWidth).toBeLessThanOrEqual(210 - 4);
  });
});
