// Replaced by the dashboard feature.
export default function DashboardPage() {
  return <main />;
}
