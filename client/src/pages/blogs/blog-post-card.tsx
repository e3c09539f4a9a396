import { useId, useState } from 'react';
import type { BlogPost } from '../../lib/content/blog-posts';
import styles from './blogs-page.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A post's date, title and description; Read More reveals the rest of the post in place. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  return (
    <article className={`card ${styles.post}`}>
      <time className={styles.date} dateTime={post.date}>
        {dateFormat.format(new Date(post.date))}
      </time>
      <h2 className={styles.title}>{post.title}</h2>
      <p className="muted">{post.description}</p>
      <div id={bodyId} hidden={!expanded} className={styles.body}>
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        className={styles.readMore}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show less' : 'Read More'}
        <span className="visually-hidden">: {post.title}</span>
      </button>
    </article>
  );
}
