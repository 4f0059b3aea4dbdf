/** The class names of a deprecated member's badge: Infima's badge, coloured in custom.css. */
export const DEPRECATION_BADGE_CLASS = 'badge badge--warning deprecation-badge';

/** Selects the badges in a built page. */
export const DEPRECATION_BADGE_SELECTOR = '.deprecation-badge';

/** The class name of the note under a deprecated member's heading. */
export const DEPRECATION_NOTICE_CLASS = 'deprecation-notice';
