import { useTranslation } from 'react-i18next';
import { KitchenPanel } from '../kitchen/kitchen-panel.tsx';
import { Catalog } from './catalog.tsx';

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
