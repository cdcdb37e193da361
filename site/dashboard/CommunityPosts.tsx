import type { HubPost, HubsCatalog } from '../core/catalog/hubs.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';
import type { ImageManifest } from '../core/lib/responsive-image.ts';
import { Picture } from '../ui/Picture.tsx';
import { NO_IMAGES, PictureImages } from '../ui/picture-images.ts';
import { screenClass } from './styles.ts';

/** What a post shows here: the community page (/hubs) has the rest. */
export type PostSummary = Pick<HubPost, 'id' | 'src' | 'user' | 'caption' | 'likes' | 'comments'>;

export interface CommunityPostsProps {
  heading: string;
  /** The link to the community page. */
  more: string;
  labels: Pick<HubsCatalog['labels'], 'likes' | 'comments'>;
  posts: PostSummary[];
  /** The posts' photos, made responsive by the build (none when every picture is a drawing). */
  images?: ImageManifest;
}

const count = new Intl.NumberFormat('en-IN');

const list = () => css`
  .post { display: grid; grid-template-columns: 56px minmax(0, 1fr); gap: 12px; align-items: center; padding: 12px 0; border-bottom: 1px solid ${color.border}; }
  .post:last-child { border-bottom: 0; }
  .post img { width: 56px; height: 56px; border-radius: ${radius.md}; object-fit: cover; background: ${color.surface2}; }
  .user { font-weight: 700; }
  .caption { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; margin: 2px 0 4px; color: ${color.muted}; font-size: 0.92rem; }
  .counts { display: flex; gap: 14px; font-size: 0.85rem; font-weight: 600; }
  .counts span { display: inline-flex; gap: 5px; align-items: center; }
`;

/** The Dashboard view's Hubs tab: the community posts in a compact list, and the way to the community page. */
export function CommunityPosts({ heading, more, labels, posts, images = NO_IMAGES }: CommunityPostsProps) {
  return (
    <PictureImages value={images}>
      <div className={`${screenClass()} ${list()}`} data-hub-screen="hubs">
        <div className="screen-head">
          <h2>{heading}</h2>
        </div>
        <div className="card">
          <ul className="plain" role="list" aria-label={heading}>
            {posts.map((p) => (
              <li key={p.id} className="post">
                <Picture picture={{ src: p.src, alt: '' }} slot="postThumb" width={56} height={56} />
                <div>
                  <p className="user">@{p.user}</p>
                  <p className="caption">{p.caption}</p>
                  <p className="counts">
                    <span>
                      <Icon name="heart" size={14} />
                      {count.format(p.likes)}
                      <span className="visually-hidden"> {labels.likes}</span>
                    </span>
                    <span>
                      <Icon name="message-circle" size={14} />
                      {count.format(p.comments)}
                      <span className="visually-hidden"> {labels.comments}</span>
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <p>
          <a className={buttonClass('outline', 'sm')} href="/hubs">
            {more}
            <Icon name="arrow-right" size={16} />
          </a>
        </p>
      </div>
    </PictureImages>
  );
}
