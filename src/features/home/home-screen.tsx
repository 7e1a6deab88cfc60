/** Home composes two features, the catalogue and the kitchen, so it lives with the app, not in either. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Catalog, type CategoriesView } from '../catalog/catalog.tsx';
import { CategoryTabs } from '../catalog/category-tabs.tsx';
// The kitchen's styles come with the page's (the prerender inlines them): its prerendered HTML is
// styled before its code arrives.
import '../kitchen/kitchen.css';
import { DeferredKitchen } from './deferred-kitchen.tsx';

const categoryTabs = (view: CategoriesView) => <CategoryTabs {...view} />;

export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen home">
      <h1>{t('home.heading')}</h1>
      <p className="intro">{t('home.intro')}</p>
      <Catalog layout="tabs" categories={categoryTabs} />
      {/* Hydration leaves the kitchen's prerendered HTML as it is until its chunk is in. */}
      <Suspense fallback={null}>
        <DeferredKitchen />
      </Suspense>
    </div>
  );
}
