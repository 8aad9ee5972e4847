/**
 * The board's requests for a post's actions (recommend, delete, comment), fetched with the first
 * action instead of with the post, whose first paint does not need them (docs/BUNDLES.md).
 */
export const loadBoardApi = () => import('./boardApi');
