import { useTranslation } from 'react-i18next';

export default function OptimizerScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen optimizer">
      <h1>{t('optimizer.heading')}</h1>
      <p className="intro">{t('optimizer.intro')}</p>
    </div>
  );
}
