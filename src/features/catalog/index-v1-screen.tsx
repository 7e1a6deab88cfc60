import { useTranslation } from 'react-i18next';

export default function IndexV1Screen() {
  const { t } = useTranslation();
  return (
    <div className="screen index-v1">
      <h1>{t('index_v1.heading')}</h1>
    </div>
  );
}
