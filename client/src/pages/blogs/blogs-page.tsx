import { EnglishOnly } from '../../features/content';
import { PageHeader } from '../../components/page-header/page-header';
import { BLOG_POSTS } from '../../lib/content/blog-posts';
import { BlogPostCard } from './blog-post-card';
import styles from './blogs-page.module.css';

export default function BlogsPage() {
  return (
    <div className="container page">
      {/* The posts are written in English only; the note above them says so in the page's language. */}
      <EnglishOnly>
        <PageHeader title="Blog" lead="Guides, tips and news about sharing files with a 4-digit code." />
        <ul className={`${styles.posts} plain-list`}>
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      </EnglishOnly>
    </div>
  );
}
