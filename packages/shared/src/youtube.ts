// A YouTube video's id, embed and still addresses, kept apart from boardRules.ts (which re-exports
// them): the video board's list and its player need them and none of the board rules (docs/BUNDLES.md).

/** The embeddable YouTube video id of a watch, share, shorts or embed address, or undefined. */
export function youtubeId(url: string): string | undefined {
  const match = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(url);
  return match?.[1];
}

/** The privacy-enhanced embed address of a YouTube video id. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

/** The still of a YouTube video (480×360), for a video's tile before it plays. */
export const youtubeThumbnail = (id: string): string => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
