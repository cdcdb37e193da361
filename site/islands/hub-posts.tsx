import { useEffect, useState } from 'react';
import type { HubPost, HubsCatalog } from '../core/catalog/hubs.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import type { ImageManifest } from '../core/lib/responsive-image.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { imageUrl, Picture, pictureAddress } from '../ui/Picture.tsx';
import { NO_IMAGES, PictureImages } from '../ui/picture-images.ts';
import { Icon } from '../ui/Icon.tsx';

export interface HubsProps {
  gridLabel: string;
  labels: HubsCatalog['labels'];
  posts: HubPost[];
  /** The posts' photos, made responsive by the build (none when every picture is a drawing). */
  images?: ImageManifest;
}

const count = new Intl.NumberFormat('en-IN');
/** A video's poster takes one file: wide enough for the opened post (480 px) on a sharp screen. */
const POSTER_WIDTH = 960;

const grid = () => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 22px;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (max-width: 900px) { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
  @media (max-width: 480px) { grid-template-columns: 1fr; }
`;

const tile = () => css`
  display: flex; flex-direction: column; width: 100%; height: 100%; padding: 0; text-align: left;
  ${cardSurface} overflow: hidden; color: ${color.text}; cursor: pointer;
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-3px); box-shadow: ${shadow.raised}; }
  /* The media comes after the text in the DOM so the button's name starts with who posted. */
  .media { order: -1; position: relative; display: block; aspect-ratio: 1; background: ${color.surface2}; }
  .media img { width: 100%; height: 100%; object-fit: cover; }
  .play {
    position: absolute; inset: 0; margin: auto; display: grid; place-items: center; width: 64px; height: 64px;
    border-radius: ${radius.pill}; background: rgb(20 14 10 / 62%); color: #fff;
  }
  .kind {
    position: absolute; top: 12px; right: 12px; padding: 3px 10px; border-radius: ${radius.pill};
    background: rgb(20 14 10 / 72%); color: #fff; font-size: 0.78rem; font-weight: 700;
  }
  .meta { display: flex; flex-direction: column; gap: 8px; padding: 14px 16px 16px; }
  .user { font-weight: 700; }
  .caption {
    color: ${color.muted}; font-size: 0.94rem; display: -webkit-box; -webkit-line-clamp: 2;
    -webkit-box-orient: vertical; overflow: hidden;
  }
  .stats { display: flex; gap: 14px; font-size: 0.88rem; font-weight: 600; }
  .stats span { display: inline-flex; gap: 5px; align-items: center; }
`;

const detail = () => css`
  display: grid; gap: 24px; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  @media (max-width: 720px) { grid-template-columns: 1fr; gap: 16px; }
  figure { margin: 0; position: relative; }
  figure img, figure video { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: ${radius.md}; background: ${color.surface2}; }
  .kind {
    position: absolute; top: 12px; left: 12px; display: inline-flex; gap: 6px; align-items: center;
    padding: 4px 12px; border-radius: ${radius.pill}; background: rgb(20 14 10 / 72%); color: #fff;
    font-size: 0.85rem; font-weight: 700;
  }
  .side { display: flex; flex-direction: column; gap: 14px; min-width: 0; }
  .who { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
  .who p { margin: 0; font-weight: 700; display: flex; align-items: center; gap: 10px; }
  .avatar {
    display: grid; place-items: center; width: 40px; height: 40px; border-radius: ${radius.pill};
    background: ${color.primary}; color: ${color.onPrimary}; font-weight: 700; text-transform: uppercase;
  }
  .caption { margin: 0; }
  .stats { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 0; padding: 0; color: ${color.muted}; font-size: 0.92rem; }
  .stats li { display: inline-flex; gap: 6px; align-items: center; }
  .actions { display: flex; gap: 10px; flex-wrap: wrap; align-items: center; }
  .actions p { margin: 0; color: ${color.muted}; font-size: 0.9rem; }
  .comments { border-top: 1px solid ${color.border}; padding-top: 14px; }
  .comments h3 { font-size: 1.1rem; margin-bottom: 6px; }
  .comments p { margin: 0; color: ${color.muted}; }
`;

/**
 * SPEC §2.6: six community posts; a post opens in a dialog with its picture, the comments
 * placeholder and non-functional Like and Follow buttons. They say so, to everyone: dimmed,
 * aria-disabled (still focusable, read as unavailable) and described by a visible note.
 */
export default function Hubs({ gridLabel, labels, posts, images = NO_IMAGES }: HubsProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const post = posts.find((p) => p.id === openId);
  // The dialog is useful only once React runs, and rendering it on the server would hand it a
  // useId from the page's tree that the island's own root cannot reproduce (its name would break).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  return (
    <PictureImages value={images}>
      <ul className={grid()} role="list" aria-label={gridLabel}>
        {posts.map((p) => (
          <li key={p.id}>
            <button type="button" className={tile()} aria-haspopup="dialog" onClick={() => setOpenId(p.id)}>
              <span className="meta">
                <span className="user">
                  <PostName template={labels.openPost} user={p.user} />
                </span>
                <span className="caption">{p.caption}</span>
                <span className="stats">
                  <span>
                    <Icon name="heart" size={16} />
                    {count.format(p.likes)}
                    <span className="visually-hidden"> {labels.likes}</span>
                  </span>
                  <span>
                    <Icon name="message-circle" size={16} />
                    {count.format(p.comments)}
                    <span className="visually-hidden"> {labels.comments}</span>
                  </span>
                </span>
              </span>
              <span className="media">
                <Picture picture={{ src: p.src, alt: '' }} slot="hubTile" width={600} height={600} />
                {p.type === 'video' && (
                  <>
                    <span className="play">
                      <Icon name="play" size={28} filled />
                    </span>
                    <span className="kind">{labels.video}</span>
                  </>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>

      {live && (
        <Dialog
          open={!!post}
          onClose={() => setOpenId(null)}
          title={post ? `@${post.user}` : ''}
          closeLabel={labels.close}
          width="920px"
          hideTitle
        >
          {post && (
            <div className={detail()}>
              <figure>
                {post.type === 'video' && post.video ? (
                  // Muted and inline so phones play it in place; nothing downloads before Play but the poster.
                  <video
                    key={post.id}
                    src={imageUrl(post.video)}
                    poster={pictureAddress(images, post.src, POSTER_WIDTH)}
                    aria-label={post.alt}
                    width={600}
                    height={600}
                    controls
                    muted
                    playsInline
                    preload="none"
                  />
                ) : (
                  <Picture picture={{ src: post.src, alt: post.alt }} slot="hubDetail" width={600} height={600} />
                )}
                {post.type === 'video' && (
                  <span className="kind">
                    <Icon name="play" size={14} filled />
                    {labels.video}
                  </span>
                )}
              </figure>
              <div className="side">
                <div className="who">
                  <p>
                    <span className="avatar" aria-hidden="true">
                      {post.user.charAt(0)}
                    </span>
                    @{post.user}
                  </p>
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm')}
                    aria-disabled="true"
                    aria-describedby="hub-unavailable"
                  >
                    <Icon name="user-plus" size={16} />
                    {labels.follow}
                  </button>
                </div>
                <p className="caption">{post.caption}</p>
                <ul className="stats">
                  <li>
                    {count.format(post.likes)} {labels.likes}
                  </li>
                  <li>
                    {count.format(post.comments)} {labels.comments}
                  </li>
                  <li>
                    <Icon name="eye" size={14} className="eye" />
                    {count.format(post.views)} {labels.views}
                  </li>
                </ul>
                <div className="actions">
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm')}
                    aria-disabled="true"
                    aria-describedby="hub-unavailable"
                  >
                    <Icon name="heart" size={16} />
                    {labels.like}
                  </button>
                  <p id="hub-unavailable">{labels.unavailable}</p>
                </div>
                <section className="comments" aria-labelledby="hub-comments-heading">
                  <h3 id="hub-comments-heading">{labels.commentsHeading}</h3>
                  <p>{labels.commentsPlaceholder}</p>
                </section>
              </div>
            </div>
          )}
        </Dialog>
      )}
    </PictureImages>
  );
}

/** "Open post by {user}" where only the handle shows: the button's name starts with what screen readers need. */
function PostName({ template, user }: { template: string; user: string }) {
  const [before = '', after = ''] = template.split('{user}');
  return (
    <>
      {before && <span className="visually-hidden">{before}</span>}
      {` @${user}`}
      {after && <span className="visually-hidden">{after}</span>}
    </>
  );
}
