import type {SocialCard} from './socialCard';

/** A card to draw, and the key its PNG is named by (see `cardKey`). */
export type CardJob = {key: string; card: SocialCard};
