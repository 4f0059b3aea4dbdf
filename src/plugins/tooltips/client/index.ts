import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {placeTooltip} from '../placeTooltip';
import './tooltips.css';

const TOOLTIP_ID = 'site-tooltip';
const TARGET_SELECTOR = '[data-tooltip]';
const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary';

let tooltip: HTMLDivElement | null = null;
let currentTarget: HTMLElement | null = null;

function tooltipElement(): HTMLDivElement {
  if (!tooltip) {
    tooltip = document.createElement('div');
    tooltip.id = TOOLTIP_ID;
    tooltip.className = 'site-tooltip';
    tooltip.setAttribute('role', 'tooltip');
    tooltip.hidden = true;
    document.body.appendChild(tooltip);
  }
  return tooltip;
}

function moveTo(anchorX: number, anchorY: number): void {
  const element = tooltipElement();
  const {left, top} = placeTooltip({
    anchorX,
    anchorY,
    tooltipWidth: element.offsetWidth,
    tooltipHeight: element.offsetHeight,
    viewportWidth: document.documentElement.clientWidth,
    viewportHeight: document.documentElement.clientHeight,
  });
  element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
}

function show(target: HTMLElement): void {
  const text = target.dataset.tooltip?.trim();
  if (!text) {
    return;
  }
  // One target at a time is described by the tooltip: the last one shown gives it up.
  if (currentTarget && currentTarget !== target) hide();
  const element = tooltipElement();
  element.textContent = text;
  element.hidden = false;
  currentTarget = target;
  // Screen readers announce the tooltip as the target's description.
  const describedBy = (target.getAttribute('aria-describedby') ?? '').split(' ');
  if (!describedBy.includes(TOOLTIP_ID)) {
    target.setAttribute('aria-describedby', [...describedBy, TOOLTIP_ID].join(' ').trim());
  }
}

function hide(): void {
  if (currentTarget) {
    const remaining = (currentTarget.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== TOOLTIP_ID);
    if (remaining.length > 0) {
      currentTarget.setAttribute('aria-describedby', remaining.join(' '));
    } else {
      currentTarget.removeAttribute('aria-describedby');
    }
  }
  currentTarget = null;
  if (tooltip) {
    tooltip.hidden = true;
  }
}

function targetOf(event: Event): HTMLElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLElement>(TARGET_SELECTOR)
    : null;
}

/** Keyboard users can only reach a tooltip on an element that takes focus. */
function makeTargetsFocusable(): void {
  document.querySelectorAll<HTMLElement>(TARGET_SELECTOR).forEach((element) => {
    if (!element.matches(NATIVELY_FOCUSABLE) && !element.hasAttribute('tabindex')) {
      element.tabIndex = 0;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('pointerover', (event) => {
    const target = targetOf(event);
    if (target && target !== currentTarget) {
      show(target);
      moveTo(event.clientX, event.clientY);
    }
  });
  document.addEventListener('pointermove', (event) => {
    if (currentTarget && targetOf(event) === currentTarget) {
      moveTo(event.clientX, event.clientY);
    }
  });
  document.addEventListener('pointerout', (event) => {
    // Only the pointer leaving the current target closes it: one shown by focus stays as the
    // pointer moves elsewhere on the page.
    const left = event.target instanceof Node && currentTarget?.contains(event.target);
    const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    if (currentTarget && left && !(next && currentTarget.contains(next))) {
      hide();
    }
  });
  document.addEventListener('focusin', (event) => {
    const target = targetOf(event);
    if (target) {
      show(target);
      const rect = target.getBoundingClientRect();
      moveTo(rect.left, rect.bottom);
    }
  });
  document.addEventListener('focusout', () => hide());
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && currentTarget) {
      hide();
    }
  });
}

/**
 * Docusaurus's client-module hook after each navigation: the old page's
 * tooltip goes, and the new page's tooltip targets become focusable.
 */
export function onRouteDidUpdate(): void {
  hide();
  makeTargetsFocusable();
}
