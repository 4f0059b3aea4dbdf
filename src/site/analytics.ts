import type {Environment} from '../settings/environmentVariables';

/** The options of Docusaurus's gtag plugin, as the preset takes them. */
export type GtagOptions = {trackingID: string; anonymizeIP: true};

/**
 * Page-view analytics are opt-in: they are configured only when a tracking id
 * is set in the environment, so a default build loads no analytics script and
 * sends nothing to a third party.
 */
export function analyticsFromEnv(env: Environment<'GTAG_TRACKING_ID'>): GtagOptions | undefined {
  const trackingID = env.GTAG_TRACKING_ID?.trim();
  return trackingID ? {trackingID, anonymizeIP: true} : undefined;
}
