import { useIntl } from 'react-intl';
import { Accordion } from '../../components/accordion/accordion';
import type { FaqItem } from '../../lib/content/faq';

export interface FaqListProps {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3;
}

/** FAQ accordion: one answer open at a time; clicking the open question closes it. */
export function FaqList({ items, headingLevel = 3 }: FaqListProps) {
  const intl = useIntl();
  return (
    <Accordion
      aria-label={intl.formatMessage({ id: 'content.faqList.label', defaultMessage: 'Frequently asked questions' })}
      headingLevel={headingLevel}
      collapsible
      items={items.map((item, index) => ({
        id: `faq-${index}`,
        title: intl.formatMessage(item.question),
        content: <p>{intl.formatMessage(item.answer)}</p>,
      }))}
    />
  );
}
