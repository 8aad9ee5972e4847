import type { SeedPost } from '../types';
import { champPosts } from './champ';
import { fundraisingPosts } from './fundraising';
import { galleryPosts } from './gallery';
import { knowhowPosts } from './knowhow';
import { noticePosts } from './notice';
import { pressPosts } from './press';
import { utilizationPosts } from './utilization';
import { videoPosts } from './video';

/** Posts by board href (see ../boards.ts). */
export const postsByBoard: Record<string, SeedPost[]> = {
  notice: noticePosts,
  'annual-fundraising': fundraisingPosts,
  'donation-utilization': utilizationPosts,
  champ: champPosts,
  knowhow: knowhowPosts,
  gallery: galleryPosts,
  press: pressPosts,
  video: videoPosts,
};
