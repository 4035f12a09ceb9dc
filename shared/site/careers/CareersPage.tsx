export default function CareersPage() {
  return null;
}
