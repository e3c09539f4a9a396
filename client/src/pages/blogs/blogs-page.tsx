import { PageHeader } from '../../components/page-header/page-header';
import { BLOG_POSTS } from '../../lib/content/blog-posts';
import { BlogPostCard } from './blog-post-card';
import styles from './blogs-page.module.css';

export default function BlogsPage() {
  return (
    <div className="container page">
      <PageHeader title="Blog" lead="Guides, tips and news about sharing files with a 4-digit code." />
      <ul className={`${styles.posts} plain-list`}>
        {BLOG_POSTS.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
