/** One community post (SPEC §3 "Hub post"). */
export interface HubPost {
  id: string;
  type: 'video' | 'image';
  /** The picture (image posts) or the clip's still (video posts): a path under catalog/images/. */
  src: string;
  /** A video post's clip: an MP4 under catalog/videos/. */
  video?: string;
  alt: string;
  user: string;
  caption: string;
  likes: number;
  comments: number;
  views: number;
}

/** catalog/hubs.json: the community page and its post dialog. */
export interface HubsCatalog {
  eyebrow: string;
  intro: string;
  gridLabel: string;
  labels: {
    /** Badge on video posts and in their dialog. */
    video: string;
    likes: string;
    comments: string;
    views: string;
    like: string;
    follow: string;
    following: string;
    commentsHeading: string;
    /** SPEC §2.6: 'Comments will be shown here.' */
    commentsPlaceholder: string;
    /** "Open post by {user}": the tile's accessible name. */
    openPost: string;
    close: string;
  };
  posts: HubPost[];
}
