import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function UnsentBonusesPage() {
  return <PlaceholderPage title="Unsent bonuses" />;
}
