/** Home composes two features, the catalogue and the kitchen, so it lives with the app, not in either. */
import { useTranslation } from 'react-i18next';
import { Catalog } from '../features/catalog/catalog.tsx';
import { KitchenPanel } from '../features/kitchen/kitchen-panel.tsx';

export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen home">
      <h1>{t('home.heading')}</h1>
      <p className="intro">{t('home.intro')}</p>
      <Catalog layout="tabs" />
      <KitchenPanel />
    </div>
  );
}
