import { BackToList } from './report-view';
import { ShareReview } from './share-review';

/** A share found by search (`?share=<id>`), with its actions. */
export function ShareView({ id }: { id: number }) {
  return (
    <div className="stack">
      <BackToList />
      <ShareReview id={id} />
    </div>
  );
}
