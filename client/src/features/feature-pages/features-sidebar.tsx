import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { Accordion } from '../../components/accordion/accordion';
import { FEATURE_MENU } from './feature-menu';
import styles from './features-sidebar.module.css';

/** The feature categories beside the /features pages; the current page's category starts open. */
export function FeaturesSidebar() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = FEATURE_MENU.find((category) => category.items.some((item) => item.path === pathname));
  return (
    <nav
      className={styles.sidebar}
      aria-label={intl.formatMessage({ id: 'featurePages.sidebar.label', defaultMessage: 'Features' })}
    >
      <Accordion
        aria-label={intl.formatMessage({ id: 'featurePages.sidebar.categories', defaultMessage: 'Feature categories' })}
        headingLevel={2}
        defaultOpenId={current?.id ?? FEATURE_MENU[0].id}
        items={FEATURE_MENU.map((category) => ({
          id: category.id,
          title: intl.formatMessage(category.category),
          content: (
            <ul className={styles.items}>
              {category.items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    end
                    className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
                  >
                    {intl.formatMessage(item.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </nav>
  );
}
