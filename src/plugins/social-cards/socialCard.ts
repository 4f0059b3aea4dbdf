/** What a page's social card shows, read from its built HTML (see `pageCard`). */
export type SocialCard = {
  /** The page's title, without the site's name. */
  title: string;
  /** The part of the site it belongs to (see `searchSection`). */
  section: string;
  /** Its description, or the site's tagline when it has none. */
  description: string;
};
