import type { ComponentType } from 'react';
import type { PageName } from '../routes.ts';
import About from './about.tsx';
import Careers from './careers.tsx';
import Collaborate from './collaborate.tsx';
import ComingSoon from './coming-soon.tsx';
import Contact from './contact.tsx';
import CrashCourse from './crash-course.tsx';
import Dashboard from './dashboard.tsx';
import Events from './events.tsx';
import Faq from './faq.tsx';
import Gallery from './gallery.tsx';
import Home from './home.tsx';
import Hubs from './hubs.tsx';
import Menu from './menu.tsx';
import NotFound from './not-found.tsx';
import Offers from './offers.tsx';
import Packages from './packages.tsx';
import type { PageProps } from './page-props.ts';
import Policy from './policy.tsx';
import Pottery from './pottery.tsx';
import Press from './press.tsx';
import Product from './product.tsx';
import Reservations from './reservations.tsx';
import Store from './store.tsx';
import Success from './success.tsx';

/** The component behind each page name of site/routes.ts. */
export const PAGES: Record<PageName, ComponentType<PageProps>> = {
  home: Home,
  about: About,
  contact: Contact,
  packages: Packages,
  menu: Menu,
  gallery: Gallery,
  events: Events,
  pottery: Pottery,
  reservations: Reservations,
  offers: Offers,
  hubs: Hubs,
  crashCourse: CrashCourse,
  collaborate: Collaborate,
  press: Press,
  careers: Careers,
  faq: Faq,
  policy: Policy,
  store: Store,
  product: Product,
  success: Success,
  comingSoon: ComingSoon,
  dashboard: Dashboard,
  notFound: NotFound,
};
