import { useTranslation } from 'react-i18next';
import { AllCategories } from './all-categories.tsx';
import { Catalog, type CategoriesView } from './catalog.tsx';

const allCategories = ({ lists, covered, onActivate, panelMode }: CategoriesView) => (
  <AllCategories lists={lists} covered={covered} onActivate={onActivate} links={panelMode} />
);

export default function IndexV1Screen() {
  const { t } = useTranslation();
  return (
    <div className="screen index-v1">
      <h1>{t('index_v1.heading')}</h1>
      <Catalog layout="all" categories={allCategories} />
    </div>
  );
}
