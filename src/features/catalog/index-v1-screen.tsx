import { useTranslation } from 'react-i18next';
import { Catalog } from './catalog.tsx';

export default function IndexV1Screen() {
  const { t } = useTranslation();
  return (
    <div className="screen index-v1">
      <h1>{t('index_v1.heading')}</h1>
      <Catalog layout="all" />
    </div>
  );
}
