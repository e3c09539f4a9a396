/** The /features/* pages' frame: the layout with its categories sidebar (feature-menu.ts). Pages import from here. */
export { FeaturesLayout } from './features-layout';
