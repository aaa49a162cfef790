// Replaced by the profile feature.
export default function ProfilePage() {
  return <main />;
}
